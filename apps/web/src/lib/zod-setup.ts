// zod compiles object parsers with `new Function` when it may, and finds out by trying; the
// site's CSP forbids eval (rightly), so say so before any schema is used: root.tsx, the first
// module every page evaluates, imports this one first. zod keeps its settings on this global (so
// that every copy of zod shares them; zod-setup.test.ts holds zod to it), which spares every page
// loading zod just to set them. The server has no such policy and keeps zod's faster compiled
// parsers.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}

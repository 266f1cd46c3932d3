import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may, and finds out by trying; the
// site's CSP forbids eval (rightly), so say so before any schema is built or used: root.tsx, the
// first module every page evaluates, imports this one first. The server has no such policy and
// keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') config({ jitless: true });

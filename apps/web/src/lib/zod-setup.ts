import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may, and finds out by trying; the
// site's CSP forbids eval (rightly), so say so before any schema is built or used: the contracts
// import this module first (see lib/contracts-in-browser.ts). The server has no such policy and
// keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') config({ jitless: true });

import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may, and finds out by trying; the
// site's CSP forbids eval (rightly), so say so before any schema is built or used: main.tsx
// imports this module first, ahead of every page's code.
config({ jitless: true });

import type * as ContractsModule from '@ministry/contracts';

export type Contracts = typeof ContractsModule;

/**
 * The contracts, with zod, as a chunk of their own. The first screen renders without waiting
 * for them (they are a fifth of the JavaScript of `/`); they are first needed when an answer
 * arrives, and main.tsx starts loading them at once so they are there by then.
 */
export async function loadContracts(): Promise<Contracts> {
  // zod compiles object parsers with `new Function` when it may; the site's CSP forbids eval
  // (rightly), so tell zod up front instead of letting it probe and trip a CSP report.
  const { config } = await import('zod');
  config({ jitless: true });
  return import('@ministry/contracts');
}

import type * as ContractsModule from '@ministry/contracts';

export type Contracts = typeof ContractsModule;

/**
 * The contracts as a chunk of their own. The first screen renders without waiting for them;
 * they are first needed when an answer arrives, and main.tsx starts loading them at once so
 * they are there by then. (zod is told not to use eval by lib/zod-setup.ts, before any of this.)
 */
export function loadContracts(): Promise<Contracts> {
  return import('@ministry/contracts');
}

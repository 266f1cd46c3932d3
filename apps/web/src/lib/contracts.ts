import type * as ContractsModule from '@ministry/contracts';

export type Contracts = typeof ContractsModule;

/**
 * The contracts, with zod, as a chunk of their own. The first screen renders without waiting
 * for them (they are a fifth of the JavaScript of `/`); they are first needed when an answer
 * arrives, and main.tsx starts loading them at once so they are there by then.
 */
export const loadContracts = (): Promise<Contracts> => import('@ministry/contracts');

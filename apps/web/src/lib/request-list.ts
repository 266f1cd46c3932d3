import type { z } from 'zod';
import { ApiError, apiRequest, INVALID_RESPONSE_FORMAT } from './api-client';
import { loadContracts, type Contracts } from './contracts';

export const RESOURCES_NOT_AVAILABLE = 'Resources not available';

/**
 * A catalogue list, following the spec's rule for list loads: an answer that is not OK is
 * "Resources not available", one of the wrong shape stays "Invalid response format". The
 * schema is picked from the contracts once they are loaded (see lib/contracts.ts).
 */
export async function requestList<S extends z.ZodType>(
  path: string,
  pickSchema: (contracts: Contracts) => S,
  signal?: AbortSignal,
  options: { fresh?: boolean } = {},
): Promise<z.output<S>> {
  const schema = pickSchema(await loadContracts());
  try {
    return (await apiRequest(path, { schema, signal, ...options })) as z.output<S>;
  } catch (error) {
    if (error instanceof ApiError && error.message !== INVALID_RESPONSE_FORMAT) {
      throw new ApiError(error.status, RESOURCES_NOT_AVAILABLE);
    }
    throw error;
  }
}

/** `?a=1&b=2` from the defined entries of `params`, or an empty string. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

import type { Pearl, PearlSort } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/** `GET /api/pearls`, sorted by the server when `sort` is given. */
export async function getPearls(
  sort: PearlSort | undefined,
  signal?: AbortSignal,
): Promise<Pearl[]> {
  const { pearlListSchema } = await loadContracts();
  return apiRequest(`/api/pearls${sort ? `?sort=${sort}` : ''}`, {
    schema: pearlListSchema,
    signal,
  });
}

/** One pearl picked at random, or null when there are none. */
export async function getRandomPearl(signal?: AbortSignal): Promise<Pearl | null> {
  const pearls = await getPearls(undefined, signal);
  return pearls[Math.floor(Math.random() * pearls.length)] ?? null;
}

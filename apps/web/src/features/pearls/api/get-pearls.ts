import type { Pearl, PearlSort } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { useQuery } from '@/lib/use-query';

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

/** The pearls page's list. */
export const usePearls = (sort: PearlSort) =>
  useQuery(`pearls:${sort}`, (signal) => getPearls(sort, signal));

/** One pearl picked at random when the page loads, or null when there are none. */
export async function getRandomPearl(signal?: AbortSignal): Promise<Pearl | null> {
  const pearls = await getPearls(undefined, signal);
  return pearls[Math.floor(Math.random() * pearls.length)] ?? null;
}

export const useRandomPearl = () => useQuery('pearls:random', getRandomPearl);

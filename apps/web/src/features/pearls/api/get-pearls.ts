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

/**
 * The sidebar's pearl (`GET /api/calendar/pearl`): one picked at random by the api among those
 * tagged for today's season or feasts when there are any, else among all; null when there are none.
 */
export async function getRandomPearl(signal?: AbortSignal): Promise<Pearl | null> {
  const { pearlOfTheDaySchema } = await loadContracts();
  const { pearl } = await apiRequest('/api/calendar/pearl', {
    schema: pearlOfTheDaySchema,
    signal,
  });
  return pearl;
}

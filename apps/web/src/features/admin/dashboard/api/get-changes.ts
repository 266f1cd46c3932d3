import { queryOptions } from '@tanstack/react-query';
import { catalogueChangeListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** Stale after every catalogue write (products, collections, pearls, uploads). */
export const CHANGES_KEY = ['changes'] as const;

/** `GET /api/changes?limit=`: who changed what in the catalogue, newest first. */
export const getChanges = (limit: number, signal?: AbortSignal) =>
  apiRequest(`/api/changes?limit=${limit}`, {
    schema: catalogueChangeListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const changesQueryOptions = (limit = 20) =>
  queryOptions({
    queryKey: [...CHANGES_KEY, limit],
    queryFn: ({ signal }) => getChanges(limit, signal),
  });

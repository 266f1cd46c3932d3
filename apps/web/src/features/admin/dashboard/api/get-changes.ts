import { queryOptions } from '@tanstack/react-query';
import { catalogueChangeListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/changes?limit=`: who changed what in the catalogue, newest first. */
export const getChanges = (limit: number, signal?: AbortSignal) =>
  apiRequest(`/api/changes?limit=${limit}`, {
    schema: catalogueChangeListSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const changesQueryOptions = (limit = 20) =>
  queryOptions({
    queryKey: adminKeys.changes.latest(limit),
    queryFn: ({ signal }) => getChanges(limit, signal),
  });

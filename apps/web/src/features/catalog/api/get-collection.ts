import type { Collection } from '@ministry/contracts';
import { ApiError } from '@/lib/api-client';
import { requestList } from '@/lib/request-list';
import { useQuery } from '@/lib/use-query';

export const COLLECTION_NOT_FOUND = 'Collection not found';

/** `GET /api/collections?slug=`: the collection, or a 404 "Collection not found". */
export async function getCollection(slug: string, signal?: AbortSignal): Promise<Collection> {
  const collections = await requestList(
    `/api/collections?slug=${encodeURIComponent(slug)}`,
    (c) => c.collectionListSchema,
    signal,
  );
  const collection = collections[0];
  if (!collection) throw new ApiError(404, COLLECTION_NOT_FOUND);
  return collection;
}

export const useCollection = (slug: string) =>
  useQuery(`collection:${slug}`, (signal) => getCollection(slug, signal));

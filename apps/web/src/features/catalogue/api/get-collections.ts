import type { Collection } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';

/** `GET /api/collections`: every collection, for the store's collection links. */
export function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  return requestList('/api/collections', (c) => c.collectionListSchema, signal);
}

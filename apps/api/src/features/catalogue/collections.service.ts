import type { Collection, CollectionListQuery } from '@ministry/contracts';
import { CollectionModel, toCollectionDto } from '@ministry/db';

/** Collections by name; `?slug=` narrows the list to the one a collection page shows. */
export async function listCollections(query: CollectionListQuery = {}): Promise<Collection[]> {
  const filter = query.slug ? { slug: query.slug.toLowerCase() } : {};
  const records = await CollectionModel.find(filter).sort({ name: 1, _id: 1 }).lean();
  return records.map(toCollectionDto);
}

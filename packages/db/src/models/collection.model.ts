import mongoose, { type InferSchemaType } from 'mongoose';
import type { Collection } from '@ministry/contracts';
import { publicJson } from './json.js';
import { catalogueWrites } from '../catalogue-writes.js';

/** A named group of products (a product lists the collections it belongs to). */
const collectionSchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    slug: { type: String, required: true, trim: true, lowercase: true, maxlength: 120 },
    description: { type: String, maxlength: 5_000 },
    /** The order of its products on the collection page (products list their collections). */
    productOrder: { type: [mongoose.Schema.Types.ObjectId], default: undefined },
  },
  { timestamps: true, toJSON: publicJson() },
);
collectionSchema.index({ slug: 1 }, { unique: true });

export type CollectionRecord = InferSchemaType<typeof collectionSchema> & {
  _id: mongoose.Types.ObjectId;
};

// Every write bumps the catalogue version, so cached answers everywhere drop it.
collectionSchema.plugin(catalogueWrites);

export const CollectionModel = mongoose.model('Collection', collectionSchema);

/** The public shape of a collection (the contracts' `Collection`) from a lean record. */
export function toCollectionDto(
  record: Pick<CollectionRecord, '_id' | 'name' | 'slug' | 'description'>,
): Collection {
  return {
    _id: record._id.toString(),
    name: record.name,
    slug: record.slug,
    description: record.description ?? undefined,
  };
}

import type mongoose from 'mongoose';
import {
  objectIdSchema,
  productSlug,
  type AdminCollection,
  type CreateCollectionInput,
  type PublicUser,
  type UpdateCollectionInput,
} from '@ministry/contracts';
import { CollectionModel, ProductModel, toCollectionDto, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { recordCatalogueChange } from './record-change.js';

type CollectionRecord = NonNullable<Awaited<ReturnType<typeof findCollection>>>;

async function findCollection(id: string) {
  const record = objectIdSchema.safeParse(id).success
    ? await CollectionModel.findById(id).lean()
    : null;
  if (!record) throw AppError.notFound('Collection not found');
  return record;
}

/** A collection with its products (drafts and archived ones too, marked) in the collection page's order. */
async function toAdminCollection(record: CollectionRecord): Promise<AdminCollection> {
  const products = await ProductModel.find(
    { collections: record._id },
    'name slug format status createdAt',
  )
    .sort({ createdAt: -1, name: 1, _id: 1 })
    .lean();
  const order = (record.productOrder ?? []).map(String);
  const position = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return {
    ...toCollectionDto(record),
    products: products
      .map((product, index) => ({ product, index }))
      .sort(
        (a, b) =>
          position(a.product._id.toString()) - position(b.product._id.toString()) ||
          a.index - b.index,
      )
      .map(({ product }) => ({
        _id: product._id.toString(),
        name: product.name,
        slug: product.slug,
        format: product.format,
        status: product.status,
      })),
  };
}

export async function listAdminCollections(): Promise<AdminCollection[]> {
  const records = await CollectionModel.find().sort({ name: 1, _id: 1 }).lean();
  return Promise.all(records.map(toAdminCollection));
}

async function assertSlugFree(slug: string, except?: mongoose.Types.ObjectId): Promise<void> {
  const holder = await CollectionModel.findOne(
    { slug, ...(except ? { _id: trusted({ $ne: except }) } : {}) },
    'name',
  ).lean();
  if (holder) {
    throw AppError.conflict(
      `The slug "${slug}" is already used by the collection "${holder.name}".`,
    );
  }
}

export async function createCollection(
  input: CreateCollectionInput,
  user: PublicUser,
): Promise<AdminCollection> {
  const slug = input.slug ?? productSlug(input.name);
  await assertSlugFree(slug);
  const created = await CollectionModel.create({ ...input, slug });
  await recordCatalogueChange(user, {
    action: 'create',
    entity: 'collection',
    entityId: created._id.toString(),
    label: created.name,
  });
  return toAdminCollection(await findCollection(created._id.toString()));
}

/**
 * Rename, re-slug, describe, and with `products` set which products the collection holds and
 * their order: listed products join it in that order, the others leave it (they stay in the shop).
 * With `order`, only the order of its products changes.
 */
export async function updateCollection(
  id: string,
  input: UpdateCollectionInput,
  user: PublicUser,
): Promise<AdminCollection> {
  const record = await findCollection(id);
  // A rename keeps the address (links to the collection page keep working) unless a slug is sent.
  const slug = input.slug;
  if (slug && slug !== record.slug) await assertSlugFree(slug, record._id);

  const set: Record<string, unknown> = {};
  if (input.name) set.name = input.name;
  if (slug) set.slug = slug;
  if (input.description) set.description = input.description;
  const unset = input.description === null || input.description === '' ? { description: 1 } : {};

  if (input.products) {
    const ids = input.products.map((productId) => productId.toLowerCase());
    const found = await ProductModel.find({ _id: trusted({ $in: ids }) }, '_id').lean();
    const known = new Set(found.map((product) => product._id.toString()));
    const missing = ids.find((productId) => !known.has(productId));
    if (missing) throw AppError.badRequest(`Product ${missing} does not exist.`);
    await ProductModel.updateMany(
      { collections: record._id, _id: trusted({ $nin: ids }) },
      { $pull: { collections: record._id } },
    );
    await ProductModel.updateMany(
      { _id: trusted({ $in: ids }) },
      { $addToSet: { collections: record._id } },
    );
    set.productOrder = ids;
  } else if (input.order) {
    // Only the order: a product named that is not in the collection is a mistake, not a join.
    const ids = input.order.map((productId) => productId.toLowerCase());
    const members = await ProductModel.find(
      { _id: trusted({ $in: ids }), collections: record._id },
      '_id',
    ).lean();
    const inCollection = new Set(members.map((product) => product._id.toString()));
    const stranger = ids.find((productId) => !inCollection.has(productId));
    if (stranger) throw AppError.badRequest(`Product ${stranger} is not in this collection.`);
    set.productOrder = ids;
  }

  await CollectionModel.updateOne(
    { _id: record._id },
    {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(Object.keys(unset).length ? { $unset: unset } : {}),
    },
  );
  const updated = await findCollection(id);
  await recordCatalogueChange(user, {
    action: 'update',
    entity: 'collection',
    entityId: id,
    label: updated.name,
    fields: Object.keys(input),
  });
  return toAdminCollection(updated);
}

/** Deletes a collection; its products stay in the shop, out of it. */
export async function deleteCollection(id: string, user: PublicUser): Promise<void> {
  const record = await findCollection(id);
  await CollectionModel.deleteOne({ _id: record._id });
  await ProductModel.updateMany(
    { collections: record._id },
    { $pull: { collections: record._id } },
  );
  await recordCatalogueChange(user, {
    action: 'delete',
    entity: 'collection',
    entityId: id,
    label: record.name,
  });
}

import { ProductModel } from '@ministry/db';

/**
 * Gives every product stored before products had a status the one it had in effect: archived
 * when it was flagged so, else live (it was on the storefront). Drops the old flag. Idempotent
 * and cheap once done: run at every start-up. Straight to the collection, so the model's default
 * (a draft) never applies to an existing product.
 */
export async function fillMissingProductStatus(): Promise<{ live: number; archived: number }> {
  const products = ProductModel.collection;
  const archived = await products.updateMany(
    { status: { $exists: false }, archived: true },
    { $set: { status: 'archived' }, $unset: { archived: '' } },
  );
  const live = await products.updateMany(
    { status: { $exists: false } },
    { $set: { status: 'live' }, $unset: { archived: '' } },
  );
  return { live: live.modifiedCount, archived: archived.modifiedCount };
}

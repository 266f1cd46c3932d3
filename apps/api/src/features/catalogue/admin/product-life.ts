import type { AdminProduct, CatalogueChange, ProductStatus, PublicUser } from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import { findProductRecord } from '../products.service.js';
import { assertAdmin, assertReadyForLive, liveCandidate } from './product-guards.js';
import { toAdminProductDto } from './products-admin.service.js';
import { recordCatalogueChange } from './record-change.js';

/**
 * A product's life: draft → live → archived. Each move is its own call, so nothing reaches the
 * storefront by saving a form: "Make live" checks every rule (`missingForLive`) for admins and
 * editors alike; archiving and restoring stay the admin's, as they were.
 */
export type ProductMove = 'publish' | 'unpublish' | 'archive' | 'restore';

const MOVES: Record<
  ProductMove,
  { to: ProductStatus; from: readonly ProductStatus[]; adminOnly?: string }
> = {
  publish: { to: 'live', from: ['draft'] },
  unpublish: { to: 'draft', from: ['live'] },
  archive: { to: 'archived', from: ['draft', 'live'], adminOnly: 'archive products' },
  // Back as a draft: the owner looks it over and makes it live on purpose.
  restore: { to: 'draft', from: ['archived'], adminOnly: 'restore products' },
};

export async function moveProduct(
  id: string,
  move: ProductMove,
  user: PublicUser,
): Promise<AdminProduct> {
  const { to, from, adminOnly } = MOVES[move];
  if (adminOnly) assertAdmin(user, adminOnly);
  const record = await findProductRecord(id);
  // Asked twice (a double click, a retry): the product is where it was asked to be.
  if (record.status === to && !from.includes(record.status)) return toAdminProductDto(record);
  if (!from.includes(record.status)) {
    throw new AppError(
      409,
      'conflict',
      `"${record.name}" is ${record.status}: it cannot be ${PAST[move]}.`,
    );
  }
  if (to === 'live') assertReadyForLive(liveCandidate(record));
  await ProductModel.updateOne(
    { _id: record._id },
    to === 'archived'
      ? { $set: { status: to, archivedAt: new Date() } }
      : { $set: { status: to }, $unset: { archivedAt: 1 } },
  );
  await recordCatalogueChange(user, {
    action: move satisfies CatalogueChange['action'],
    entity: 'product',
    entityId: id,
    label: record.name,
  });
  return toAdminProductDto(await findProductRecord(id));
}

const PAST: Record<ProductMove, string> = {
  publish: 'made live',
  unpublish: 'put back to draft',
  archive: 'archived',
  restore: 'restored',
};

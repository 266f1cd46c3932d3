import type mongoose from 'mongoose';
import {
  LOW_STOCK_THRESHOLD,
  productSlug,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type CatalogueSummary,
  type CreateProductInput,
  type ProductField,
  type ProductFormat,
  type PublicUser,
  type StockLevel,
  type UpdateProductInput,
} from '@ministry/contracts';
import {
  CollectionModel,
  escapeRegExp,
  isDuplicateKey,
  onSale,
  OrderModel,
  ProductModel,
  toProductDto,
  trusted,
} from '@ministry/db';
import { AppError } from '@ministry/http';
import { storedAudio } from '../../uploads/index.js';
import { findProductRecord } from '../products.service.js';
import {
  assertAdmin,
  assertCollectionsExist,
  assertDownloadUpload,
  assertMayChange,
  assertStaysLive,
  assertSlugFree,
  duplicate,
  liveCandidate,
  settledPricing,
} from './product-guards.js';
import { recordCatalogueChange } from './record-change.js';

type ProductRecord = Awaited<ReturnType<typeof findProductRecord>>;

const CATALOGUE_ORDER = { createdAt: -1, name: 1, _id: 1 } as const;

const STOCK_FILTERS: Record<StockLevel, object> = {
  out: { $lte: 0 },
  low: { $gt: 0, $lte: LOW_STOCK_THRESHOLD },
  in: { $gt: LOW_STOCK_THRESHOLD },
};

/** Staff see everything a product holds, whatever its status. */
export function toAdminProductDto(record: ProductRecord): AdminProduct {
  return {
    ...toProductDto(record),
    status: record.status,
    noImage: record.noImage === true,
    ...(record.archivedAt ? { archivedAt: record.archivedAt.toISOString() } : {}),
    ...(record.externalUrl ? { externalUrl: record.externalUrl } : {}),
    ...(record.downloadFile ? { downloadFile: record.downloadFile } : {}),
    ...(record.downloadFileId ? { downloadFileId: record.downloadFileId.toString() } : {}),
    ...(record.downloadsPerLink ? { downloadsPerLink: record.downloadsPerLink } : {}),
    ...(record.downloadLinkDays ? { downloadLinkDays: record.downloadLinkDays } : {}),
    // The transcript as typed, even while no audio is attached (the public `audio` needs both).
    ...(record.audioTranscript ? { audioTranscript: record.audioTranscript } : {}),
    previousSlugs: record.previousSlugs ?? [],
  };
}

/** The staff list: search by name or slug, filters, pages of `pageSize`. */
export async function listAdminProducts(query: AdminProductListQuery): Promise<AdminProductPage> {
  const filter: Record<string, unknown> = {};
  if (query.q) {
    const pattern = new RegExp(escapeRegExp(query.q), 'i');
    filter.$or = trusted([{ name: pattern }, { slug: pattern }]);
  }
  if (query.category) filter.category = query.category;
  if (query.format) filter.format = query.format;
  if (query.featured === 'true') filter.featured = true;
  if (query.featured === 'false') filter.featured = trusted({ $ne: true });
  if (query.stock) filter.stock = trusted(STOCK_FILTERS[query.stock]);
  if (query.status) filter.status = query.status === 'active' ? 'live' : query.status;

  const [records, total] = await Promise.all([
    ProductModel.find(filter)
      .sort(CATALOGUE_ORDER)
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean(),
    ProductModel.countDocuments(filter),
  ]);
  return {
    items: records.map(toAdminProductDto),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The dashboard's tiles; low and out of stock count live products only. */
export async function catalogueSummary(): Promise<CatalogueSummary> {
  const live = onSale();
  const [products, drafts, archived, lowStock, outOfStock] = await Promise.all([
    ProductModel.countDocuments(live),
    ProductModel.countDocuments({ status: 'draft' }),
    ProductModel.countDocuments({ status: 'archived' }),
    ProductModel.countDocuments({ ...live, stock: trusted(STOCK_FILTERS.low) }),
    ProductModel.countDocuments({ ...live, stock: trusted(STOCK_FILTERS.out) }),
  ]);
  return { products, drafts, archived, lowStock, outOfStock };
}

export async function getAdminProduct(id: string): Promise<AdminProduct> {
  return toAdminProductDto(await findProductRecord(id));
}

/** A changed slug takes its address from any product that used to answer it (a redirect). */
const claimAddress = (slug: string, format: ProductFormat, owner: mongoose.Types.ObjectId) =>
  ProductModel.updateMany(
    { previousSlugs: slug, format, _id: trusted({ $ne: owner }) },
    { $pull: { previousSlugs: slug } },
  );

/** `POST /api/products` (admins: a new product sets a price and stock), always as a draft. */
export async function createProduct(
  input: CreateProductInput,
  user: PublicUser,
): Promise<AdminProduct> {
  assertAdmin(user, 'add products (a product has a price and stock)');
  input = settledPricing(input);
  const slug = input.slug ?? productSlug(input.name);
  await assertSlugFree(slug, input.format);
  await assertCollectionsExist(input.collections);
  if (input.downloadFileId) await assertDownloadUpload(input.downloadFileId);

  const { audioFileId, ...fields } = input;
  const audio = audioFileId ? await storedAudio(audioFileId) : undefined;

  let created;
  try {
    created = await ProductModel.create({ ...fields, audio, slug, status: 'draft' });
  } catch (error) {
    if (isDuplicateKey(error)) throw duplicate(slug, input.format);
    throw error;
  }
  await claimAddress(slug, input.format, created._id);
  const record = await findProductRecord(created._id.toString());
  await recordCatalogueChange(user, {
    action: 'create',
    entity: 'product',
    entityId: created._id.toString(),
    label: record.name,
  });
  return toAdminProductDto(record);
}

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The stored value of a field, as the input would send it. */
function storedValue(record: ProductRecord, field: ProductField): unknown {
  if (field === 'collections') return (record.collections ?? []).map(String);
  if (field === 'downloadFileId') return record.downloadFileId?.toString();
  if (field === 'audioFileId') return record.audio?.upload.toString();
  return (record as Record<string, unknown>)[field];
}

/**
 * An update with the product's pricing as it will be stored (`settledPricing`): a product sold
 * at a chosen price keeps its least price in `price`, whichever of its fields the update sends.
 */
function pricedUpdate(record: ProductRecord, input: UpdateProductInput): UpdateProductInput {
  const rule = input.payWhatYouCan === undefined ? record.payWhatYouCan : input.payWhatYouCan;
  const settled: { price?: number | null; payWhatYouCan?: unknown } = settledPricing({
    format: input.format ?? record.format,
    payWhatYouCan: rule ? { minimum: rule.minimum, suggested: rule.suggested } : null,
    priceBreaks: input.priceBreaks ?? record.priceBreaks,
  });
  return settled.payWhatYouCan ? { ...input, price: settled.price ?? null } : input;
}

/**
 * `PATCH /api/products/:id`: the fields sent change, null clears one. A form may send fields it
 * did not change: only those whose value differs count (for the editor's rule and the log).
 */
export async function updateProduct(
  id: string,
  input: UpdateProductInput,
  user: PublicUser,
): Promise<AdminProduct> {
  const record = await findProductRecord(id);
  input = pricedUpdate(record, input);
  const changed = (Object.keys(input) as ProductField[]).filter(
    (field) => !sameValue(input[field], storedValue(record, field)),
  );
  assertMayChange(user, changed);
  if (changed.length === 0) return toAdminProductDto(record);

  const slug = input.slug ?? record.slug;
  const format = input.format ?? record.format;
  if (slug !== record.slug || format !== record.format) await assertSlugFree(slug, format, id);
  if (input.collections) await assertCollectionsExist(input.collections);
  if (input.downloadFileId) await assertDownloadUpload(input.downloadFileId);
  // A live product stays sellable: a save that would take away what it needs is refused.
  if (record.status === 'live') {
    const changes = Object.fromEntries(changed.map((field) => [field, input[field]]));
    assertStaysLive(liveCandidate(record), liveCandidate(record, changes));
  }

  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  for (const field of changed) {
    const value = input[field];
    if (value === null) unset[field] = 1;
    else set[field] = value;
  }
  // The product keeps its audio's facts as stored with the upload, never as a form sent them.
  if (changed.includes('audioFileId')) {
    delete set.audioFileId;
    delete unset.audioFileId;
    if (input.audioFileId) set.audio = await storedAudio(input.audioFileId);
    else unset.audio = 1;
  }
  if (slug !== record.slug) {
    // The old address keeps answering (a printed booklet, a shared link) with a redirect.
    set.previousSlugs = [...new Set([...(record.previousSlugs ?? []), record.slug])].filter(
      (previous) => previous !== slug,
    );
  }

  try {
    await ProductModel.updateOne(
      { _id: record._id },
      {
        ...(Object.keys(set).length ? { $set: set } : {}),
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
      },
      { runValidators: true },
    );
  } catch (error) {
    if (isDuplicateKey(error)) throw duplicate(slug, format);
    throw error;
  }
  if (slug !== record.slug) await claimAddress(slug, format, record._id);
  const updated = await findProductRecord(id);
  await recordCatalogueChange(user, {
    action: 'update',
    entity: 'product',
    entityId: id,
    label: updated.name,
    fields: changed,
  });
  return toAdminProductDto(updated);
}

/** Deletes a product no order references; one that was ordered can only be archived. */
export async function deleteProduct(id: string, user: PublicUser): Promise<void> {
  assertAdmin(user, 'delete products');
  const record = await findProductRecord(id);
  if (await OrderModel.exists({ 'lines.product': record._id })) {
    throw AppError.conflict(
      `"${record.name}" is in orders, which must keep it: archive it instead to hide it from the shop.`,
    );
  }
  await ProductModel.deleteOne({ _id: record._id });
  await CollectionModel.updateMany(
    { productOrder: record._id },
    { $pull: { productOrder: record._id } },
  );
  await recordCatalogueChange(user, {
    action: 'delete',
    entity: 'product',
    entityId: id,
    label: record.name,
  });
}

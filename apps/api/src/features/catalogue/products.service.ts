import mongoose from 'mongoose';
import {
  objectIdSchema,
  type Product,
  type ProductCategory,
  type ProductFormat,
  type ProductListQuery,
} from '@ministry/contracts';
import { ProductModel, toProductDto } from '@ministry/db';
import { AppError } from '@ministry/http';

/** Newest first, then by name; the id settles ties so that pages never shuffle. */
const CATALOGUE_ORDER = { createdAt: -1, name: 1, _id: 1 } as const;

export const MAX_PRODUCTS_PER_PAGE = 100;

/**
 * The catalogue: every list the storefront shows is one query over products, narrowed by the
 * filters a page asks for (a title and format, a category page, a collection, the featured strip).
 */
export async function listProducts(query: ProductListQuery = {}): Promise<Product[]> {
  const filter: Record<string, unknown> = {};
  if (query.slug) filter.slug = query.slug.toLowerCase();
  if (query.format) filter.format = query.format;
  if (query.category) filter.category = query.category;
  if (query.collection) filter.collections = query.collection;
  if (query.featured === 'true') filter.featured = true;
  // Products stored without the flag are not featured either.
  if (query.featured === 'false') filter.featured = mongoose.trusted({ $ne: true });

  const records = await ProductModel.find(filter)
    .sort(CATALOGUE_ORDER)
    .limit(query.limit ?? MAX_PRODUCTS_PER_PAGE)
    .lean();
  return records.map(toProductDto);
}

/** The products of one catalogue page (Bible studies, prayers, nuts and bolts...). */
export function listCategory(category: ProductCategory, limit?: number): Promise<Product[]> {
  return listProducts({ category, ...(limit ? { limit } : {}) });
}

/** A product by id, as a stored record; 404 for an unknown or malformed id alike. */
export async function findProductRecord(id: string) {
  const record = objectIdSchema.safeParse(id).success
    ? await ProductModel.findById(id).lean()
    : null;
  if (!record) throw AppError.notFound('Product not found');
  return record;
}

/**
 * The product page by id. A link may name the other format of the same title
 * (`/product/id/:id/physical`): then that variant is answered when it exists, else the product
 * itself, so that an old link still shows the title.
 */
export async function getProduct(id: string, format?: ProductFormat): Promise<Product> {
  const record = await findProductRecord(id);
  if (format && format !== record.format) {
    const variant = await ProductModel.findOne({ slug: record.slug, format }).lean();
    if (variant) return toProductDto(variant);
  }
  return toProductDto(record);
}

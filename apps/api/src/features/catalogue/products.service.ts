import mongoose from 'mongoose';
import {
  objectIdSchema,
  type Product,
  type ProductCategory,
  type ProductFormat,
  type ProductListQuery,
  type ProductRedirect,
  type SeasonTag,
} from '@ministry/contracts';
import { CollectionModel, onSale, ProductModel, toProductDto } from '@ministry/db';
import { AppError } from '@ministry/http';

/** Newest first, then by name; the id settles ties so that pages never shuffle. */
const CATALOGUE_ORDER = { createdAt: -1, name: 1, _id: 1 } as const;

export const MAX_PRODUCTS_PER_PAGE = 100;

/**
 * The catalogue: every list the storefront shows is one query over products, narrowed by the
 * filters a page asks for (a title and format, a category page, a collection, the featured strip).
 */
export async function listProducts(query: ProductListQuery = {}): Promise<Product[]> {
  const filter: Record<string, unknown> = onSale();
  if (query.slug) filter.slug = query.slug.toLowerCase();
  if (query.format) filter.format = query.format;
  if (query.category) filter.category = query.category;
  if (query.collection) filter.collections = query.collection;
  if (query.featured === 'true') filter.featured = true;
  // Products stored without the flag are not featured either.
  if (query.featured === 'false') filter.featured = mongoose.trusted({ $ne: true });

  const limit = query.limit ?? MAX_PRODUCTS_PER_PAGE;
  if (query.collection) return listCollectionProducts(query.collection, filter, limit);
  const records = await ProductModel.find(filter).sort(CATALOGUE_ORDER).limit(limit).lean();
  return records.map(toProductDto);
}

/** Products on sale tagged with any of `tags` (a day's season and feasts), in catalogue order. */
export async function listSeasonProducts(tags: SeasonTag[], limit: number): Promise<Product[]> {
  const records = await ProductModel.find({ ...onSale(), seasons: mongoose.trusted({ $in: tags }) })
    .sort(CATALOGUE_ORDER)
    .limit(limit)
    .lean();
  return records.map(toProductDto);
}

/** A collection's products in the order the owner gave them; any others after, newest first. */
async function listCollectionProducts(
  collectionId: string,
  filter: Record<string, unknown>,
  limit: number,
): Promise<Product[]> {
  const [collection, records] = await Promise.all([
    CollectionModel.findById(collectionId, 'productOrder').lean(),
    ProductModel.find(filter).sort(CATALOGUE_ORDER).limit(MAX_PRODUCTS_PER_PAGE).lean(),
  ]);
  const order = (collection?.productOrder ?? []).map(String);
  const position = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return records
    .map(toProductDto)
    .map((product, index) => ({ product, index }))
    .sort((a, b) => position(a.product._id) - position(b.product._id) || a.index - b.index)
    .slice(0, limit)
    .map(({ product }) => product);
}

/**
 * Where a product that used to have this slug lives now (its slug was changed), so an old
 * address answers with a redirect; undefined when no product on sale ever had it.
 */
export async function findSlugRedirect(
  slug: string,
  format?: ProductFormat,
): Promise<ProductRedirect | undefined> {
  const record = await ProductModel.findOne(
    { previousSlugs: slug.toLowerCase(), ...(format ? { format } : {}), ...onSale() },
    'slug format',
  )
    .sort(CATALOGUE_ORDER)
    .lean();
  return record ? { redirect: { slug: record.slug, format: record.format } } : undefined;
}

/** The products of one catalogue page (Bible studies, prayers, nuts and bolts...). */
export function listCategory(category: ProductCategory, limit?: number): Promise<Product[]> {
  return listProducts({ category, ...(limit ? { limit } : {}) });
}

/** A product by id, as a stored record, whatever its status; 404 for an unknown or malformed id alike. */
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
  // A draft or an archived product is not in the shop: its page is a 404 like any unknown one.
  if (record.status !== 'live') throw AppError.notFound('Product not found');
  if (format && format !== record.format) {
    const variant = await ProductModel.findOne({ slug: record.slug, format, ...onSale() }).lean();
    if (variant) return toProductDto(variant);
  }
  return toProductDto(record);
}

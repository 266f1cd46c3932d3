import {
  DEFAULT_PRODUCT_FORMAT,
  productSchema,
  type Collection,
  type Product,
  type ProductFormat,
} from '@ministry/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { requestList } from '@/lib/request-list';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** A product page's product, and the same title in its other format when there is one. */
export interface ProductEditions {
  product: Product;
  other: Product | null;
  /** The collections the product belongs to, for links to them (none if they could not load). */
  collections: Collection[];
}

/** The product asked for is missing; `otherEdition` is the title in another format, if any. */
export class ProductNotFoundError extends ApiError {
  constructor(readonly otherEdition: Product | null) {
    super(404, PRODUCT_NOT_FOUND);
  }
}

/** The title lives at another address now (its slug changed): `/product/{slug}?format=`. */
export class ProductMovedError extends Error {
  constructor(readonly location: string) {
    super(`Product moved to ${location}`);
  }
}

/**
 * The edition asked for, and the other; with none asked for (a title's plain address), the
 * digital edition, else the one the title has: a physical-only title shows at its plain address.
 */
const pick = (
  editions: readonly Product[],
  format: ProductFormat | undefined,
): Omit<ProductEditions, 'collections'> => {
  const chosen =
    format ??
    (editions.some((edition) => edition.format === DEFAULT_PRODUCT_FORMAT)
      ? DEFAULT_PRODUCT_FORMAT
      : editions[0]?.format);
  const product = editions.find((edition) => edition.format === chosen);
  const other = editions.find((edition) => edition.format !== chosen) ?? null;
  if (!product) throw new ProductNotFoundError(other);
  return { product, other };
};

/**
 * `GET /api/collections`, kept to those the product names, in its order; none when the product
 * is in no collection or the call fails (the page is about the product, not its collections).
 */
async function collectionsOf(product: Product, signal?: AbortSignal): Promise<Collection[]> {
  const ids = product.collections ?? [];
  if (ids.length === 0) return [];
  const all = await requestList('/api/collections', (c) => c.collectionListSchema, signal).catch(
    (): Collection[] => [],
  );
  return ids.flatMap((id) => all.filter((collection) => collection._id === id));
}

/**
 * `GET /api/products?slug=`: every format of a title in one call, so the page shows the one
 * asked for (or, with none asked for, the title's own: see `pick`) and offers the other.
 */
export async function getProductBySlug(
  slug: string,
  format: ProductFormat | undefined,
  signal?: AbortSignal,
): Promise<ProductEditions> {
  const editions = await getEditionsBySlug(slug, format, signal);
  return { ...editions, collections: await collectionsOf(editions.product, signal) };
}

async function getEditionsBySlug(
  slug: string,
  format: ProductFormat | undefined,
  signal?: AbortSignal,
): Promise<Omit<ProductEditions, 'collections'>> {
  const answer = await requestList(
    `/api/products?slug=${encodeURIComponent(slug)}`,
    (c) => c.productListAnswerSchema,
    signal,
    // The page shows stock: a copy cached before a purchase would show the old count.
    { fresh: true },
  );
  if (!Array.isArray(answer)) {
    // An old address of a renamed title: the api names its current slug (both formats share it).
    const moved = `/product/${encodeURIComponent(answer.redirect.slug)}`;
    throw new ProductMovedError(format ? `${moved}?format=${format}` : moved);
  }
  return pick(answer, format);
}

/**
 * `GET /api/products/id/:id` (the product with that id) or `?format=` (an id link may name the
 * other format of the same title), then the title's other format by its slug.
 */
export async function getProductById(
  id: string,
  format?: ProductFormat,
  signal?: AbortSignal,
): Promise<ProductEditions> {
  const query = format ? `?format=${format}` : '';
  const product = await apiRequest(`/api/products/id/${encodeURIComponent(id)}${query}`, {
    schema: productSchema,
    signal,
    fresh: true,
  });
  const [other, collections] = await Promise.all([
    getEditionsBySlug(product.slug, product.format, signal).then(
      (editions) => editions.other,
      () => null,
    ),
    collectionsOf(product, signal),
  ]);
  return { product, other, collections };
}

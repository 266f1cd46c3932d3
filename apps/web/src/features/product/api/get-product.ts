import { productSchema, type Product, type ProductFormat } from '@ministry/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { requestList } from '@/lib/request-list';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** A product page's product, and the same title in its other format when there is one. */
export interface ProductEditions {
  product: Product;
  other: Product | null;
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

const pick = (editions: readonly Product[], format: ProductFormat): ProductEditions => {
  const product = editions.find((edition) => edition.format === format);
  const other = editions.find((edition) => edition.format !== format) ?? null;
  if (!product) throw new ProductNotFoundError(other);
  return { product, other };
};

/**
 * `GET /api/products?slug=`: every format of a title in one call, so the page shows the one
 * asked for and offers the other.
 */
export async function getProductBySlug(
  slug: string,
  format: ProductFormat,
  signal?: AbortSignal,
): Promise<ProductEditions> {
  const answer = await requestList(
    `/api/products?slug=${encodeURIComponent(slug)}`,
    (c) => c.productListAnswerSchema,
    signal,
    // The page shows stock: a copy cached before a purchase would show the old count.
    { fresh: true },
  );
  if (!Array.isArray(answer)) {
    // An old address of a renamed title: the api names its current slug (both formats share it).
    throw new ProductMovedError(
      `/product/${encodeURIComponent(answer.redirect.slug)}?format=${format}`,
    );
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
  const other = await getProductBySlug(product.slug, product.format, signal).then(
    (editions) => editions.other,
    () => null,
  );
  return { product, other };
}

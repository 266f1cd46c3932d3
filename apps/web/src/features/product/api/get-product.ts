import { productSchema, type Product, type ProductFormat } from '@ministry/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { requestList } from '@/lib/request-list';
import { useQuery } from '@/lib/use-query';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Which product a page asks for: by its slug or by its id, in one format. */
export type ProductRef = { slug: string; id?: undefined } | { id: string; slug?: undefined };

/**
 * The product page's product: `GET /api/products?slug=&format=` (the first match) or
 * `GET /api/products/id/:id?format=`. A product that does not exist is a 404 "Product not found".
 */
export async function getProduct(
  ref: ProductRef,
  format: ProductFormat,
  signal?: AbortSignal,
): Promise<Product> {
  if (ref.id !== undefined) {
    return apiRequest(`/api/products/id/${encodeURIComponent(ref.id)}?format=${format}`, {
      schema: productSchema,
      signal,
      fresh: true,
    });
  }
  const products = await requestList(
    `/api/products?slug=${encodeURIComponent(ref.slug)}&format=${format}`,
    (c) => c.productListSchema,
    signal,
    // The page shows stock: a copy cached before a purchase would show the old count.
    { fresh: true },
  );
  const product = products[0];
  if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND);
  return product;
}

export const useProduct = (ref: ProductRef, format: ProductFormat) =>
  useQuery(`product:${ref.id ?? ''}:${ref.slug ?? ''}:${format}`, (signal) =>
    getProduct(ref, format, signal),
  );

import type { Product, ProductListQuery } from '@ministry/contracts';
import { queryString, requestList } from '@/lib/request-list';

/** `GET /api/products` narrowed by the query (category, collection, limit...). */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<Product[]> {
  return requestList(`/api/products${queryString(query)}`, (c) => c.productListSchema, signal);
}

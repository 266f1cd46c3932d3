import type { Product, ProductListQuery } from '@ministry/contracts';
import { queryString, requestList } from '@/lib/request-list';
import { useQuery } from '@/lib/use-query';

/** `GET /api/products` narrowed by the query (category, collection, limit...). */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<Product[]> {
  return requestList(`/api/products${queryString(query)}`, (c) => c.productListSchema, signal);
}

export const useProducts = (query: ProductListQuery) =>
  useQuery(`products:${JSON.stringify(query)}`, (signal) => getProducts(query, signal));

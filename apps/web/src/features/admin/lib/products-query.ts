import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminProductPageSchema, type AdminProductListQuery } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

// The products list is read by the products screen and by the collections' product picker.

/** The list's filters as the address's query string carries them (all optional, as text). */
export type ProductListFilters = Partial<Record<keyof AdminProductListQuery, string>>;

const queryString = (filters: ProductListFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** `GET /api/products/admin`: one page of products, archived included, for staff. */
export const getAdminProducts = (filters: ProductListFilters, signal?: AbortSignal) =>
  apiRequest(`/api/products/admin${queryString(filters)}`, {
    schema: adminProductPageSchema,
    auth: true,
    ...(signal && { signal }),
  });

export const adminProductsQueryOptions = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: adminKeys.products.list(filters),
    queryFn: ({ signal }) => getAdminProducts(filters, signal),
    // The table stays while the next page or filter loads, instead of blinking empty.
    placeholderData: keepPreviousData,
  });

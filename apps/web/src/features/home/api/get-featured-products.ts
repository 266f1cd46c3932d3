import type { Product } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';
import { groupTitles, type Title } from '@/lib/titles';

/** Featured products, one card per title: a title featured in both formats shows once. */
export function selectFeatured(products: readonly Product[]): Title[] {
  return groupTitles(products.filter((product) => product.featured === true));
}

/** `GET /api/products?featured=true`, for the home page's "Tools for the Journey". */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<Title[]> {
  return selectFeatured(
    await requestList('/api/products?featured=true', (c) => c.productListSchema, signal),
  );
}

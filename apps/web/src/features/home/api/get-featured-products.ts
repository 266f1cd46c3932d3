import type { Product } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';
import { useQuery } from '@/lib/use-query';

/** Featured products, one per slug: the first of each title is kept (the other format drops). */
export function selectFeatured(products: readonly Product[]): Product[] {
  const seen = new Set<string>();
  return products.filter((product) => {
    if (product.featured !== true || seen.has(product.slug)) return false;
    seen.add(product.slug);
    return true;
  });
}

/** `GET /api/products?featured=true`, for the home page's "Tools for the Journey". */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return selectFeatured(
    await requestList('/api/products?featured=true', (c) => c.productListSchema, signal),
  );
}

export const useFeaturedProducts = () => useQuery('products:featured', getFeaturedProducts);

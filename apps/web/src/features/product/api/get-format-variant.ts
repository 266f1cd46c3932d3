import { productListSchema, type Product, type ProductFormat } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/**
 * The same title in another format (`GET /api/products?slug=&format=`), or null. Only used to
 * offer a switch between Digital and Physical, so a failed call simply offers none.
 */
export async function getFormatVariant(
  slug: string,
  format: ProductFormat,
  signal?: AbortSignal,
): Promise<Product | null> {
  try {
    const products = await apiRequest(
      `/api/products?slug=${encodeURIComponent(slug)}&format=${format}`,
      { schema: productListSchema, signal },
    );
    return products.find((product) => product.format === format) ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const useFormatVariant = (slug: string | undefined, format: ProductFormat) =>
  useQuery(slug ? `variant:${slug}:${format}` : null, (signal) =>
    getFormatVariant(slug ?? '', format, signal),
  );

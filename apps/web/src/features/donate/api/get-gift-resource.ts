import { isFreeProduct, productSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import type { LinkedGift } from '../lib/gift-link';

const resourceSchema = productSchema.pick({ _id: true, name: true, price: true });

/**
 * `GET /api/products/id/:id`: the free resource a gift link names (`/donate?for=`), for the
 * giving form's "Your gift for …"; null when the product is not free (the payments service
 * would refuse a gift for it). Called by the page's loader only, on the server.
 */
export async function getGiftResource(
  id: string,
  signal?: AbortSignal,
): Promise<LinkedGift['resource']> {
  const product = await apiRequest(`/api/products/id/${encodeURIComponent(id)}`, {
    schema: resourceSchema,
    signal,
  });
  return isFreeProduct(product) ? { id: product._id, name: product.name } : null;
}

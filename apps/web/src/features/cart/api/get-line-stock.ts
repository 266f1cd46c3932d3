import type { CartItem } from '@ministry/contracts';
import { apiRequest, isNotFound } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/**
 * What is free to sell of a physical cart line now: `GET /api/products/id/:id?format=physical`,
 * fresh (a cached count could be from before someone else's purchase). A product the shop no
 * longer has is 0; any other failure is unknown (`undefined`), and the cart then limits nothing:
 * the payments service checks the stock again anyway.
 */
export async function getLineStock(
  line: CartItem,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const { productSchema } = await loadContracts();
  try {
    const product = await apiRequest(
      `/api/products/id/${encodeURIComponent(line._id)}?format=${line.selectedFormat}`,
      { schema: productSchema, signal, fresh: true },
    );
    // Asked by id and format: an answer for another edition means this one is gone.
    const same = product._id === line._id && product.format === line.selectedFormat;
    return same ? (product.stock ?? 0) : 0;
  } catch (error) {
    if (isNotFound(error)) return 0;
    return undefined;
  }
}

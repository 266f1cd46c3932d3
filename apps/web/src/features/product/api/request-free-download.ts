import { apiAddress, apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/**
 * `POST /api/products/:id/download` with `{ type: 'free' }`: the address of a free file,
 * made absolute against the api so it can open in another tab.
 */
export async function requestFreeDownload(productId: string): Promise<string> {
  // Loaded on the click: the product page itself needs no schema, so no zod.
  const { downloadResponseSchema } = await loadContracts();
  const { downloadUrl } = await apiRequest(
    `/api/products/${encodeURIComponent(productId)}/download`,
    { method: 'POST', body: { type: 'free' }, schema: downloadResponseSchema },
  );
  return apiAddress(downloadUrl);
}

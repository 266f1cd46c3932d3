import { downloadResponseSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiAddress } from '@/lib/links';

/**
 * `POST /api/products/:id/download` with `{ type: 'free' }`: the address of a free file,
 * made absolute against the api so it can open in another tab.
 */
export async function requestFreeDownload(productId: string): Promise<string> {
  const { downloadUrl } = await apiRequest(
    `/api/products/${encodeURIComponent(productId)}/download`,
    { method: 'POST', body: { type: 'free' }, schema: downloadResponseSchema },
  );
  return apiAddress(downloadUrl);
}

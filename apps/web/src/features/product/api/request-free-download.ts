import { apiAddress, apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/** What the log says when the api answers a free download without a link (the spec's words). */
export const NO_DOWNLOAD_URL = 'No download URL received';

/**
 * A free resource's download: a file the api serves (`/api/downloads/…`, sent as an attachment,
 * so it downloads without leaving the page) or the product's external link (another site, for a
 * new tab).
 */
export interface FreeDownloadLink {
  url: string;
  kind: 'file' | 'external';
}

// The api answers its own files as a path and an external link as an absolute address.
const isAbsolute = (address: string) => /^[a-z][a-z\d+.-]*:/i.test(address);

/**
 * `POST /api/products/:id/download` with `{ type: 'free' }`: where the free resource is, made
 * absolute against the api so that it works when the api lives on another origin.
 */
export async function requestFreeDownload(productId: string): Promise<FreeDownloadLink> {
  // Loaded on the click: the product page itself needs no schema, so no zod.
  const [{ downloadResponseSchema }, answer] = await Promise.all([
    loadContracts(),
    apiRequest(`/api/products/${encodeURIComponent(productId)}/download`, {
      method: 'POST',
      body: { type: 'free' },
    }),
  ]);
  const downloadUrl = downloadResponseSchema.safeParse(answer).data?.downloadUrl;
  if (!downloadUrl) throw new Error(NO_DOWNLOAD_URL);
  return {
    url: apiAddress(downloadUrl),
    kind: isAbsolute(downloadUrl) ? 'external' : 'file',
  };
}

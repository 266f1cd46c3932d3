// Download links the shop would refuse, made as a buyer would meet them (an old email's link).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A download link to a seeded product, signed as payments signs one (packages/db's
 * download-token.ts) with the development DOWNLOAD_SECRET the stack generated in its data
 * folder, and its expiry a minute past.
 */
export async function expiredDownloadLink(
  baseUrl: string,
  dataDir: string,
  slug: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products?slug=${encodeURIComponent(slug)}`);
  const [product] = (await response.json()) as { _id: string }[];
  if (!product) throw new Error(`the seed has no product ${slug}`);
  const secret = readFileSync(join(dataDir, 'secrets', 'DOWNLOAD_SECRET'), 'utf8');
  const payload = Buffer.from(JSON.stringify({ p: product._id, e: Date.now() - 60_000 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `/api/downloads/${payload}.${signature}`;
}

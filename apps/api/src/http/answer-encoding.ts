import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** How the answer cache sends a kept answer: compressed once, in the encoding each client takes. */

export interface EncodedBodies {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

/** The body in every encoding the cache serves, compressed once when the answer is kept. */
export async function compressed(identity: Buffer): Promise<EncodedBodies> {
  const [gz, br] = await Promise.all([
    gzipped(identity, { level: 6 }),
    // Quality 5 compresses JSON about as well as gzip -9 in a few milliseconds; 11 takes ~100 ms.
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  return { identity, gzip: gz, br };
}

/** The best encoding the client accepts among brotli, gzip and none. */
export function chooseEncoding(header: string | undefined): keyof EncodedBodies {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether the client's copy is current (`If-None-Match`, weak comparison as Express does). */
export function stillFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

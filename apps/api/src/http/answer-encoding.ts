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

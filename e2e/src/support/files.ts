// Reading what the shop hands out: downloads, and the mail it writes to DATA_DIR/outbox/.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download } from 'playwright-core';
import { expect } from 'vitest';

export async function downloadBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const isPdf = (bytes: Buffer | Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Waits for a message in the outbox whose text contains `needle`, and returns its source. */
export async function findInOutbox(dataDir: string, needle: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
          const source = await readFile(join(outbox, name), 'utf8');
          if (source.includes(needle)) {
            found = source;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return found;
}

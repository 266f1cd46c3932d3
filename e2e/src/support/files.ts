// Reading what the shop hands out: downloads, and the mail it writes to DATA_DIR/outbox/.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Download } from 'playwright-core';
import PostalMime, { type Email } from 'postal-mime';
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

/** A message of the outbox as a mail client reads it: headers decoded, text and HTML parts. */
export async function readMail(source: string): Promise<Email> {
  return PostalMime.parse(source);
}

/**
 * Waits for a message in the outbox that `matches` (read as a mail client would): the newest.
 * Plain waiting rather than expect.poll, so that hooks and the screenshots script can use it.
 */
export async function findMailInOutbox(
  dataDir: string,
  matches: (mail: Email) => boolean,
  timeoutMs = 15_000,
): Promise<Email> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    // Newest first (names start with the time written): a second link beats the first.
    const newest = names
      .filter((entry) => entry.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of newest) {
      const mail = await readMail(await readFile(join(outbox, name), 'utf8'));
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(`no matching message in ${outbox} after ${timeoutMs / 1000} s`);
    }
    await sleep(250);
  }
}

/** Whether the message went to `email` (and only there). */
export const sentTo = (mail: Email, email: string): boolean =>
  mail.to?.length === 1 && mail.to[0]?.address === email;

// The same behaviour, asked of both drivers: local disk, and S3 (against s3rver on loopback).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from '../../catalogue/testing.js';
import type { FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { startS3Server } from './testing.js';

let stopS3: (() => Promise<void>) | undefined;
const drivers: Record<string, FileStorage | undefined> = { local: undefined, s3: undefined };

beforeAll(async () => {
  drivers.local = createLocalStorage(temporaryDir('storage-'));
  const s3 = await startS3Server();
  stopS3 = s3.stop;
  drivers.s3 = createS3Storage(s3.options);
});

afterAll(async () => {
  await stopS3?.();
});

const collect = async (stream: Readable) => Buffer.concat(await stream.toArray());

/** A stream that sends some bytes, then fails, as a request cut off halfway does. */
function cutOff(bytes: Buffer): Readable {
  return new Readable({
    read() {
      this.push(bytes);
      this.destroy(new Error('client went away'));
    },
  });
}

describe.each(['local', 's3'])('%s storage', (name) => {
  const storage = () => {
    const driver = drivers[name];
    if (!driver) throw new Error(`${name} storage did not start`);
    return driver;
  };

  it('stores a stream and reads it back whole, with its size', async () => {
    const bytes = randomBytes(200_000);

    const { size } = await storage().put(
      'downloads/a.pdf',
      Readable.from([bytes]),
      'application/pdf',
    );

    expect(size).toBe(bytes.length);
    const file = await storage().get('downloads/a.pdf');
    expect(file?.size).toBe(bytes.length);
    expect((await collect(file!.body)).equals(bytes)).toBe(true);
    expect(await storage().stat('downloads/a.pdf')).toEqual({ size: bytes.length });
  });

  it('stores a file larger than one multipart part', async () => {
    const bytes = randomBytes(11 * 1024 * 1024);
    const chunks = Array.from({ length: 11 }, (_, i) =>
      bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );

    await storage().put('videos/big.mp4', Readable.from(chunks), 'video/mp4');

    const file = await storage().get('videos/big.mp4');
    expect((await collect(file!.body)).equals(bytes)).toBe(true);
  });

  it('reads a byte range', async () => {
    await storage().put(
      'videos/range.mp4',
      Readable.from([Buffer.from('0123456789')]),
      'video/mp4',
    );

    const part = await storage().get('videos/range.mp4', { start: 2, end: 5 });

    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe('2345');
  });

  it('replaces an object written again under the same key', async () => {
    await storage().put('images/x/320.webp', Readable.from([Buffer.from('old')]), 'image/webp');
    await storage().put('images/x/320.webp', Readable.from([Buffer.from('new!')]), 'image/webp');

    expect(await text((await storage().get('images/x/320.webp'))!.body)).toBe('new!');
  });

  it('leaves nothing behind when the stream is cut off halfway', async () => {
    await expect(
      storage().put('cut/half.pdf', cutOff(randomBytes(64 * 1024)), 'application/pdf'),
    ).rejects.toThrow('client went away');

    expect(await storage().get('cut/half.pdf')).toBeUndefined();
    expect(await storage().stat('cut/half.pdf')).toBeUndefined();
    expect(await storage().list('cut')).toEqual([]);
  });

  it('answers nothing for a missing object, and deletes quietly', async () => {
    expect(await storage().get('downloads/missing.pdf')).toBeUndefined();
    await storage().put('downloads/gone.pdf', Readable.from([Buffer.from('x')]), 'application/pdf');

    await storage().delete('downloads/gone.pdf');
    await storage().delete('downloads/gone.pdf');

    expect(await storage().stat('downloads/gone.pdf')).toBeUndefined();
  });

  it.each(['../escape', '/etc/passwd', 'a/../../b', 'Images/X'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage().get(key)).rejects.toThrow(/unsafe storage key/);
    },
  );
});

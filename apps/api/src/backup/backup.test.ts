import {
  mkdtempSync,
  rmSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
  existsSync,
  readdirSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import request from 'supertest';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createApp } from '../app.js';
import { seedCatalogue } from '../features/catalogue/index.js';
import { bearer, createUser, testConfig } from '../features/auth/testing.js';
import { createLocalStorage } from '../features/uploads/storage/local-storage.js';
import { createS3Storage } from '../features/uploads/storage/s3-storage.js';
import { startS3Server } from '../features/uploads/storage/testing.js';
import type { FileStorage } from '../features/uploads/index.js';
import { ARCHIVE_LIMITS } from './archive.js';
import { writeBackup, type BackupFolder, type FileFolder } from './backup.js';
import { RestoreRefusedError, restoreBackup } from './restore.js';

useTestDatabase();

const db = () => {
  if (!mongoose.connection.db) throw new Error('no database');
  return mongoose.connection.db;
};

/** A shop's state as its visitors and staff see it through the api. */
async function answers(app: ReturnType<typeof createApp>, admin: { token: string }) {
  const products = await request(app).get('/api/products?limit=100').expect(200);
  const collections = await request(app).get('/api/collections').expect(200);
  const users = await request(app).get('/api/users').set(bearer(admin)).expect(200);
  const free = await ProductModel.findOne({ slug: 'backup-test-leaflet' }).lean();
  const link = await request(app)
    .post(`/api/products/${free!._id.toString()}/download`)
    .send({ type: 'free' });
  const file = await request(app)
    .get(link.body.downloadUrl as string)
    .buffer(true)
    .expect(200);
  return {
    products: products.body as unknown,
    collections: collections.body as unknown,
    users: users.body as unknown,
    file: Buffer.from(file.body as Buffer).toString('utf8'),
  };
}

describe('backup and restore', () => {
  it('brings a wiped shop back to the same answers and the same files', async () => {
    const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
    const downloads = join(work, 'downloads');
    mkdirSync(downloads);
    writeFileSync(join(downloads, 'leaflet.pdf'), '%PDF-1.4 a leaflet');
    const folders: FileFolder[] = [{ name: 'downloads', dir: downloads }];
    const app = createApp({
      config: testConfig({ DOWNLOADS_DIR: downloads }),
      logger: testLogger(),
      isReady: () => Promise.resolve(true),
    });
    const admin = await createUser({ role: 'admin' });
    await seedCatalogue();
    await ProductModel.create({
      name: 'Leaflet',
      slug: 'backup-test-leaflet',
      status: 'live',
      format: 'digital',
      price: 0,
      stock: 0,
      downloadFile: 'leaflet.pdf',
    });
    await OrderModel.create({
      status: 'paid',
      provider: 'demo',
      lines: [
        {
          product: new mongoose.Types.ObjectId(),
          name: 'Rope',
          format: 'physical',
          unitPrice: 12,
          quantity: 1,
        },
      ],
      total: 12,
    });
    const before = await answers(app, admin);
    const order = await OrderModel.findOne().lean();
    const archive = join(work, 'shop.tar.gz');

    const manifest = await writeBackup(db(), folders, archive);
    await db().dropDatabase();
    await rm(downloads, { recursive: true });
    await restoreBackup(db(), folders, archive);

    expect(manifest.collections).toMatchObject({
      users: 1,
      orders: 1,
      products: expect.any(Number),
    });
    expect(manifest.folders).toEqual({ downloads: 1 });
    expect(await answers(app, admin)).toEqual(before);
    expect(await OrderModel.findOne().lean()).toEqual(order);
    expect(readFileSync(join(downloads, 'leaflet.pdf'), 'utf8')).toBe('%PDF-1.4 a leaflet');
    const userIndexes = await db().collection('users').listIndexes().toArray();
    expect(userIndexes).toContainEqual(
      expect.objectContaining({ key: { email: 1 }, unique: true }),
    );
  });

  it('refuses a database that is not empty unless forced', async () => {
    const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
    const archive = join(work, 'shop.tar.gz');
    await createUser({ role: 'admin', email: 'kept@example.org' });
    await writeBackup(db(), [], archive);
    await createUser({ email: 'added-later@example.org' });

    await expect(restoreBackup(db(), [], archive)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(db(), [], archive)).rejects.toThrow(/pass --force/);
    await restoreBackup(db(), [], archive, { force: true });

    const users = await db().collection<{ email: string }>('users').find().toArray();
    const emails = users.map((user) => user.email);
    expect(emails).toEqual(['kept@example.org']);
    expect(existsSync(archive)).toBe(true);
  });
});

/** Every collection's documents and indexes, as canonical Extended JSON: equal means identical. */
async function dump(): Promise<Record<string, string>> {
  const { EJSON } = mongoose.mongo.BSON;
  const result: Record<string, string> = {};
  for (const { name } of await db().listCollections({}, { nameOnly: true }).toArray()) {
    const collection = db().collection(name);
    result[name] = EJSON.stringify(
      {
        documents: await collection.find().sort({ _id: 1 }).toArray(),
        indexes: await collection.listIndexes().toArray(),
      },
      { relaxed: false },
    );
  }
  return result;
}

/** A .tar.gz holding exactly these entries, in this order, whatever their paths say. */
function craftArchive(
  entries: {
    path: string;
    body: string | Buffer;
    type?: 'File' | 'SymbolicLink';
    linkpath?: string;
  }[],
): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body);
    const header = Buffer.alloc(512);
    new tar.Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: entry.type === 'SymbolicLink' ? 0 : body.length,
      mode: 0o644,
      mtime: new Date(0),
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
    }).encode(header, 0);
    blocks.push(header);
    if (entry.type !== 'SymbolicLink') {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const manifestFor = (collections: Record<string, number>, folders: Record<string, number> = {}) =>
  JSON.stringify({ format: 2, createdAt: new Date().toISOString(), collections, folders });

describe('restoring a damaged or hostile archive', () => {
  const works: string[] = [];
  afterEach(() => {
    for (const work of works.splice(0)) rmSync(work, { recursive: true, force: true });
  });

  /** A shop with products, a user, an order and a download file, and a backup of it. */
  async function shopWithBackup() {
    const work = mkdtempSync(join(tmpdir(), 'restore-test-'));
    works.push(work);
    const downloads = join(work, 'downloads');
    const staging = join(work, 'staging');
    mkdirSync(downloads);
    mkdirSync(staging);
    writeFileSync(join(downloads, 'leaflet.pdf'), '%PDF-1.4 a leaflet');
    await createUser({ role: 'admin' });
    await seedCatalogue();
    const folders: FileFolder[] = [{ name: 'downloads', dir: downloads }];
    const archive = join(work, 'shop.tar.gz');
    await writeBackup(db(), folders, archive);
    return { work, downloads, staging, folders, archive };
  }

  /** Restores with --force, expecting a refusal that leaves the shop byte-identical. */
  async function expectRefusedUnchanged(
    shop: Awaited<ReturnType<typeof shopWithBackup>>,
    archive: string,
    message: RegExp,
    limits = ARCHIVE_LIMITS,
  ) {
    const before = await dump();
    const restore = restoreBackup(db(), shop.folders, archive, {
      force: true,
      limits,
      tempDir: shop.staging,
    });
    await expect(restore).rejects.toThrow(RestoreRefusedError);
    await expect(restore).rejects.toThrow(message);
    expect(await dump()).toEqual(before);
    expect(readdirSync(shop.downloads)).toEqual(['leaflet.pdf']);
    expect(readFileSync(join(shop.downloads, 'leaflet.pdf'), 'utf8')).toBe('%PDF-1.4 a leaflet');
    // The unpacked files are gone too.
    expect(readdirSync(shop.staging)).toEqual([]);
  }

  it('refuses a truncated archive and leaves every collection and file as it was', async () => {
    const shop = await shopWithBackup();
    const whole = readFileSync(shop.archive);
    const truncated = join(shop.work, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect((await ProductModel.countDocuments()) > 0).toBe(true);

    await expectRefusedUnchanged(shop, truncated, /^Nothing was restored: .*truncated\.$/);
  });

  it.each([
    [
      'a collection named with ../',
      [{ path: 'db/../products.ndjson', body: '{}\n' }],
      /climbs out/,
    ],
    ['an absolute path', [{ path: '/etc/cron.d/x', body: 'x' }], /is absolute/],
    [
      'a manifest naming a ../ collection',
      [
        { path: 'manifest.json', body: manifestFor({ '../products': 0 }) },
        { path: 'db/..products.ndjson', body: '' },
      ],
      /not a valid collection name/,
    ],
    [
      'a file climbing out of its folder',
      [
        { path: 'manifest.json', body: manifestFor({}, { downloads: 1 }) },
        { path: 'files/downloads/../../escape.txt', body: 'x' },
      ],
      /climbs out/,
    ],
    [
      'a symbolic link',
      [
        {
          path: 'files/downloads/link',
          body: '',
          type: 'SymbolicLink' as const,
          linkpath: '/etc/passwd',
        },
      ],
      /only files and folders/,
    ],
    [
      'documents that are not Extended JSON',
      [
        { path: 'manifest.json', body: manifestFor({ products: 2 }) },
        { path: 'db/products.ndjson', body: '{"name":"Rope"}\n{"name": \n' },
      ],
      /documents of products are not valid Extended JSON/,
    ],
    [
      'fewer documents than its manifest lists',
      [
        { path: 'manifest.json', body: manifestFor({ products: 3 }) },
        { path: 'db/products.ndjson', body: '{"name":"Rope"}\n' },
        { path: 'db/products.indexes.json', body: '[]' },
      ],
      /lists 3 documents in products, the archive holds 1/,
    ],
  ])('refuses %s and changes nothing', async (_case, entries, message) => {
    const shop = await shopWithBackup();
    const hostile = join(shop.work, 'hostile.tar.gz');
    await writeFile(hostile, craftArchive(entries));

    await expectRefusedUnchanged(shop, hostile, message);
  });

  it('refuses an archive that unpacks to far more than its size from the headers, without buffering', async () => {
    const shop = await shopWithBackup();
    const bomb = join(shop.work, 'bomb.tar.gz');
    const zeros = Buffer.alloc(32 * 1024 * 1024);
    await writeFile(
      bomb,
      craftArchive([
        { path: 'manifest.json', body: manifestFor({}, { downloads: 4 }) },
        ...[1, 2, 3, 4].map((n) => ({ path: `files/downloads/zeros-${n}.bin`, body: zeros })),
      ]),
    );
    const packed = readFileSync(bomb).length;
    expect(packed).toBeLessThan(1024 * 1024);
    const memoryBefore = process.memoryUsage().rss;

    await expectRefusedUnchanged(shop, bomb, /unpacks to more than \d+ MiB \(from \d+ KiB\)/, {
      ...ARCHIVE_LIMITS,
      expansionAllowance: 4 * 1024 * 1024,
    });
    // Nothing like the 128 MiB it would unpack to was held.
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses one entry larger than allowed at its header', async () => {
    const shop = await shopWithBackup();
    const big = join(shop.work, 'big.tar.gz');
    await writeFile(
      big,
      craftArchive([{ path: 'db/products.ndjson', body: Buffer.alloc(3 * 1024 * 1024, 0x20) }]),
    );

    await expectRefusedUnchanged(shop, big, /unpacks to 3 MiB, more than the 1 MiB allowed/, {
      ...ARCHIVE_LIMITS,
      maxEntryBytes: 1024 * 1024,
    });
  });

  it('restores a good archive over the shop after the checks', async () => {
    const shop = await shopWithBackup();
    const before = await dump();
    await ProductModel.deleteMany({});
    writeFileSync(join(shop.downloads, 'stray.pdf'), 'added later');

    await restoreBackup(db(), shop.folders, shop.archive, { force: true, tempDir: shop.staging });

    expect(await dump()).toEqual(before);
    expect(readdirSync(shop.downloads)).toEqual(['leaflet.pdf']);
    expect(readdirSync(shop.staging)).toEqual([]);
  });
});

describe('uploads in a backup', () => {
  let stopS3: (() => Promise<void>) | undefined;
  let bucket: FileStorage | undefined;

  beforeAll(async () => {
    const s3 = await startS3Server();
    stopS3 = s3.stop;
    bucket = createS3Storage(s3.options);
  });

  afterAll(async () => {
    await stopS3?.();
  });

  const keysOf = async (storage: FileStorage) => {
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    return keys.sort();
  };

  it.each([
    ['an S3 bucket (s3rver)', () => bucket!],
    ['the uploads folder', () => createLocalStorage(mkdtempSync(join(tmpdir(), 'uploads-')))],
  ])(
    'keeps every object in %s, and restore puts them back as they were',
    async (_where, storage) => {
      const uploads = storage();
      for (const key of await keysOf(uploads)) await uploads.delete(key);
      const put = (key: string, body: string) =>
        uploads.put(key, Readable.from([Buffer.from(body)]), 'application/octet-stream');
      await put('images/650f1c2ab3d4e5f601234567/320.webp', 'small icon');
      await put('images/650f1c2ab3d4e5f601234567/640.webp', 'larger icon');
      await put('downloads/650f1c2ab3d4e5f601234568.pdf', '%PDF-1.4 psalter');
      const folders: BackupFolder[] = [{ name: 'uploads', storage: uploads }];
      const archive = join(mkdtempSync(join(tmpdir(), 'backup-test-')), 'shop.tar.gz');

      const manifest = await writeBackup(db(), folders, archive);
      await uploads.delete('downloads/650f1c2ab3d4e5f601234568.pdf');
      await put('images/650f1c2ab3d4e5f601234567/320.webp', 'replaced since');
      await put('videos/650f1c2ab3d4e5f601234569.mp4', 'uploaded after the backup');
      await restoreBackup(db(), folders, archive);

      expect(manifest.folders).toEqual({ uploads: 3 });
      expect(await keysOf(uploads)).toEqual([
        'downloads/650f1c2ab3d4e5f601234568.pdf',
        'images/650f1c2ab3d4e5f601234567/320.webp',
        'images/650f1c2ab3d4e5f601234567/640.webp',
      ]);
      const read = async (key: string) => text((await uploads.get(key))!.body);
      expect(await read('downloads/650f1c2ab3d4e5f601234568.pdf')).toBe('%PDF-1.4 psalter');
      expect(await read('images/650f1c2ab3d4e5f601234567/320.webp')).toBe('small icon');
    },
  );
});

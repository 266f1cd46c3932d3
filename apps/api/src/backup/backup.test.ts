import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { testLogger } from '@ministry/http/testing';
import { createApp } from '../app.js';
import { seedCatalogue } from '../features/catalogue/index.js';
import { bearer, createUser, testConfig } from '../features/auth/testing.js';
import { RestoreRefusedError, restoreBackup, writeBackup, type FileFolder } from './backup.js';

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

import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { downloadResponseSchema } from '@ministry/contracts';
import {
  DownloadGrantModel,
  ProductModel,
  downloadPath,
  signDownloadToken,
  type DownloadTokenClaims,
} from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import {
  buildApp,
  createProduct,
  newId,
  temporaryDir,
  TEST_DOWNLOAD_SECRET,
} from '../catalogue/testing.js';
import { FREE_LINK_LIFETIME_MS, REFUNDED_LINK } from './downloads.service.js';

useTestDatabase();

const PDF = Buffer.from('%PDF-1.4\n% a prayer card\n%%EOF\n');

let downloadsDir: string;
let app: ReturnType<typeof buildApp>;

beforeEach(() => {
  // Each test gets a downloads folder with one file in it, and a file just outside it.
  const root = temporaryDir('downloads-');
  downloadsDir = join(root, 'files');
  mkdirSync(downloadsDir);
  writeFileSync(join(downloadsDir, 'prayer-card.pdf'), PDF);
  writeFileSync(join(root, 'private.txt'), 'not for download');
  app = buildApp({ DOWNLOADS_DIR: downloadsDir });
});

const askForLink = (productId: string, body: object = { type: 'free' }) =>
  request(app).post(`/api/products/${productId}/download`).send(body);

const tokenFor = (claims: Partial<DownloadTokenClaims> & { productId: string }) =>
  signDownloadToken({ expiresAt: Date.now() + 60_000, ...claims }, TEST_DOWNLOAD_SECRET);

const createGrant = (
  productId: string,
  fields: { downloadsLeft?: number; expiresAt?: Date } = {},
) =>
  DownloadGrantModel.create({
    order: new mongoose.Types.ObjectId(),
    product: productId,
    downloadsLeft: 3,
    expiresAt: new Date(Date.now() + 86_400_000),
    ...fields,
  });

describe('POST /api/products/:id/download', () => {
  it('gives a free product a signed link that streams its file as an attachment', async () => {
    const product = await createProduct({
      slug: 'morning-prayer-card',
      price: 0,
      downloadFile: 'prayer-card.pdf',
    });

    const link = await askForLink(product._id).expect(200);
    const { downloadUrl } = downloadResponseSchema.parse(link.body);
    expect(downloadUrl).toMatch(/^\/api\/downloads\/[\w-]+\.[\w-]+$/);
    expect(link.headers['cache-control']).toBe('private, no-store');

    const file = await request(app)
      .get(downloadUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="?morning-prayer-card\.pdf"?$/,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
  });

  it('treats a product with no price like one priced 0', async () => {
    const product = await createProduct({ price: undefined, downloadFile: 'prayer-card.pdf' });
    await askForLink(product._id).expect(200);
  });

  it('makes the link expire after 15 minutes', async () => {
    const product = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });
    const before = Date.now();

    const { body } = await askForLink(product._id).expect(200);

    const [payload] = (body as { downloadUrl: string }).downloadUrl.split('/').at(-1)!.split('.');
    const { e: expiresAt } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      e: number;
    };
    expect(expiresAt - before).toBeGreaterThanOrEqual(FREE_LINK_LIFETIME_MS);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(FREE_LINK_LIFETIME_MS);
  });

  it('answers the external link of a product that has one', async () => {
    const product = await createProduct({
      price: 0,
      externalUrl: 'https://www.newadvent.org/fathers/0104.htm',
    });

    const response = await askForLink(product._id).expect(200);

    expect(response.body).toEqual({ downloadUrl: 'https://www.newadvent.org/fathers/0104.htm' });
  });

  it('refuses a paid product with 403 Download not available', async () => {
    const product = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });

    const response = await askForLink(product._id).expect(403);

    expect(response.body).toMatchObject({
      error: 'Download not available',
      message: 'Download not available',
    });
  });

  it('answers 404 naming the reason for a free product with no file or link at all', async () => {
    const product = await createProduct({ price: 0 });

    const response = await askForLink(product._id).expect(404);

    expect(response.body.message).toBe('Download not available: this product has no file yet.');
  });

  it.each(['draft', 'archived'] as const)(
    'refuses a free %s product, which is not in the shop, naming the reason',
    async (status) => {
      const product = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf', status });

      const response = await askForLink(product._id).expect(404);

      expect(response.body.message).toBe('Product not found: it is not in the shop.');
    },
  );

  it.each([
    ['names a file that is not there', { downloadFile: 'lost.pdf' }],
    ['names a file outside the downloads folder', { downloadFile: '../private.txt' }],
    ['names an absolute path', { downloadFile: '/etc/passwd' }],
    ['has a link that is not a web link', { externalUrl: 'javascript:alert(1)' }],
  ])('answers 404 Download not available for a free product that %s', async (_case, fields) => {
    const product = await createProduct({ price: 0, ...fields });

    const response = await askForLink(product._id).expect(404);

    expect(response.body.message).toBe('Download not available');
  });

  it('refuses a file reached through a link that points out of the folder', async () => {
    symlinkSync(join(downloadsDir, '..', 'private.txt'), join(downloadsDir, 'escape.pdf'));
    const product = await createProduct({ price: 0, downloadFile: 'escape.pdf' });

    await askForLink(product._id).expect(404);
    const direct = await request(app).get(downloadPath(tokenFor({ productId: product._id })));
    expect(direct.status).toBe(404);
    expect(direct.text).not.toContain('not for download');
  });

  it.each([
    ['an unknown', () => newId()],
    ['a malformed', () => 'abc'],
  ])('answers 404 Product not found for %s id', async (_case, id) => {
    const response = await askForLink(id()).expect(404);
    expect(response.body.message).toBe('Product not found');
  });

  it('refuses a request with no body with a 400', async () => {
    const product = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });

    const response = await request(app).post(`/api/products/${product._id}/download`).expect(400);

    expect(response.body.message).toBe('Invalid request: body.type type must be "free"');
  });

  it.each([
    ['another type', { type: 'paid' }],
    ['an operator where the type belongs', { type: { $ne: 'paid' } }],
    ['a list', [{ type: 'free' }]],
  ])('refuses %s with a 400', async (_case, body) => {
    const product = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });

    const response = await askForLink(product._id, body).expect(400);

    expect(response.body.error).toBe(response.body.message);
  });
});

describe('GET /api/downloads/:token', () => {
  it('answers 410 for an expired link, saying so', async () => {
    const product = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });
    const token = tokenFor({ productId: product._id, expiresAt: Date.now() - 1_000 });

    const response = await request(app).get(downloadPath(token)).expect(410);

    expect(response.body).toMatchObject({
      error: 'This download link has expired. Please request a new one.',
      message: 'This download link has expired. Please request a new one.',
    });
  });

  it('answers 403 for a link whose product was changed, signed elsewhere, or made up', async () => {
    const free = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });
    const paid = await createProduct({ price: 9, downloadFile: 'prayer-card.pdf' });
    const [, signature] = tokenFor({ productId: free._id }).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ p: paid._id, e: Date.now() + 60_000 }),
    ).toString('base64url');
    const otherSecret = signDownloadToken(
      { productId: free._id, expiresAt: Date.now() + 60_000 },
      'another-secret-of-at-least-thirty-two-chars',
    );

    for (const token of [`${forgedPayload}.${signature}`, otherSecret, 'garbage', 'a.b.c']) {
      const response = await request(app).get(downloadPath(token)).expect(403);
      expect(response.body.message).toBe('This download link is not valid.');
    }
  });

  it('stops a free link once its product has been given a price', async () => {
    const product = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });
    const { body } = await askForLink(product._id).expect(200);
    await ProductModel.updateOne({ _id: product._id }, { price: 4 });

    const response = await request(app).get((body as { downloadUrl: string }).downloadUrl);

    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Download not available');
  });

  it('answers 404 when the product is gone', async () => {
    const response = await request(app).get(downloadPath(tokenFor({ productId: newId() })));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Download not available');
  });

  it('sends a link product on to its external address', async () => {
    const product = await createProduct({ price: 0, externalUrl: 'https://example.org/letter' });

    const response = await request(app)
      .get(downloadPath(tokenFor({ productId: product._id })))
      .expect(302);

    expect(response.headers.location).toBe('https://example.org/letter');
  });

  describe('purchase links (carrying a download grant)', () => {
    it('serves a paid product while the grant has downloads left, then answers 410', async () => {
      const product = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const grant = await createGrant(product._id, { downloadsLeft: 2 });
      const url = downloadPath(tokenFor({ productId: product._id, grantId: grant.id }));

      await request(app).get(url).expect(200).expect('Content-Type', 'application/pdf');
      await request(app).get(url).expect(200);
      const usedUp = await request(app).get(url).expect(410);

      expect(usedUp.body.message).toBe(
        'This download link has been used up or has expired. Please contact us for a new one.',
      );
      expect((await DownloadGrantModel.findById(grant._id).lean())?.downloadsLeft).toBe(0);
    });

    it('answers 410 once the purchase was refunded, saying so', async () => {
      const product = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const grant = await createGrant(product._id);
      const url = downloadPath(tokenFor({ productId: product._id, grantId: grant.id }));
      await request(app).get(url).expect(200);

      await DownloadGrantModel.updateOne({ _id: grant._id }, { revokedAt: new Date() });
      const response = await request(app).get(url).expect(410);

      expect(response.body.message).toBe(REFUNDED_LINK);
      expect((await DownloadGrantModel.findById(grant._id).lean())?.downloadsLeft).toBe(2);
    });

    it('keeps serving a buyer after the product is archived, but no longer gives it away', async () => {
      const paid = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const free = await createProduct({ price: 0, downloadFile: 'prayer-card.pdf' });
      const grant = await createGrant(paid._id);
      const freeLink = (await askForLink(free._id).expect(200)).body as { downloadUrl: string };
      await ProductModel.updateMany({}, { status: 'archived' });

      await request(app)
        .get(downloadPath(tokenFor({ productId: paid._id, grantId: grant.id })))
        .expect(200);
      await request(app).get(freeLink.downloadUrl).expect(404);
      await askForLink(free._id).expect(404);
    });

    it('answers 410 when the grant has expired', async () => {
      const product = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const grant = await createGrant(product._id, { expiresAt: new Date(Date.now() - 1_000) });

      const response = await request(app).get(
        downloadPath(tokenFor({ productId: product._id, grantId: grant.id })),
      );

      expect(response.status).toBe(410);
      expect(response.body.message).toMatch(/used up or has expired/);
    });

    it('answers 410 for a grant that does not exist', async () => {
      const product = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const response = await request(app).get(
        downloadPath(tokenFor({ productId: product._id, grantId: newId() })),
      );
      expect(response.status).toBe(410);
    });

    it('refuses a grant issued for another product', async () => {
      const bought = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const other = await createProduct({ price: 30, downloadFile: 'prayer-card.pdf' });
      const grant = await createGrant(bought._id);

      const response = await request(app).get(
        downloadPath(tokenFor({ productId: other._id, grantId: grant.id })),
      );

      expect(response.status).toBe(403);
    });

    it('answers a HEAD request without using up a download', async () => {
      const product = await createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });
      const grant = await createGrant(product._id, { downloadsLeft: 1 });
      const url = downloadPath(tokenFor({ productId: product._id, grantId: grant.id }));

      await request(app).head(url).expect(405).expect('Allow', 'GET');

      expect((await DownloadGrantModel.findById(grant._id).lean())?.downloadsLeft).toBe(1);
      await request(app).get(url).expect(200);
    });

    it('does not count a download whose file is missing', async () => {
      const product = await createProduct({ price: 12, downloadFile: 'lost.pdf' });
      const grant = await createGrant(product._id, { downloadsLeft: 1 });

      await request(app)
        .get(downloadPath(tokenFor({ productId: product._id, grantId: grant.id })))
        .expect(404);

      expect((await DownloadGrantModel.findById(grant._id).lean())?.downloadsLeft).toBe(1);
    });
  });
});

describe('the sample downloads folder', () => {
  it('is where downloads come from unless DOWNLOADS_DIR says otherwise', async () => {
    const product = await createProduct({
      slug: 'jesus-prayer-card',
      price: 0,
      downloadFile: 'jesus-prayer-card.pdf',
    });
    const sampleApp = buildApp();
    const { body } = await request(sampleApp)
      .post(`/api/products/${product._id}/download`)
      .send({ type: 'free' })
      .expect(200);

    const file = await request(sampleApp)
      .get((body as { downloadUrl: string }).downloadUrl)
      .expect(200);

    expect(file.headers['content-type']).toBe('application/pdf');
    expect(readFileSync(join(sampleApp.config.DOWNLOADS_DIR, 'jesus-prayer-card.pdf'))).toEqual(
      file.body,
    );
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { DownloadGrantModel, downloadPath, signDownloadToken } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import {
  buildApp,
  createProduct,
  newId,
  temporaryDir,
  TEST_DOWNLOAD_SECRET,
} from '../catalogue/testing.js';
import { REFUNDED_LINK } from './downloads.service.js';

useTestDatabase();

/** What a browser sends when a person opens a link (Chrome's navigation Accept). */
const BROWSER =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const SUPPORT = 'help@ministry.example';
const WEB = 'https://shop.example';

let app: ReturnType<typeof buildApp>;

beforeEach(() => {
  const dir = join(temporaryDir('download-pages-'), 'files');
  mkdirSync(dir);
  writeFileSync(join(dir, 'prayer-card.pdf'), '%PDF-1.4\n%%EOF\n');
  app = buildApp({ DOWNLOADS_DIR: dir, SUPPORT_EMAIL: SUPPORT, WEB_ORIGIN: WEB });
});

const linkTo = (productId: string, fields: { grantId?: string; expiresAt?: number } = {}) =>
  downloadPath(
    signDownloadToken(
      { productId, expiresAt: Date.now() + 60_000, ...fields },
      TEST_DOWNLOAD_SECRET,
    ),
  );

const createGrant = (
  productId: string,
  fields: { downloadsLeft?: number; downloadLimit?: number; expiresAt?: Date; revokedAt?: Date },
) =>
  DownloadGrantModel.create({
    order: new mongoose.Types.ObjectId(),
    product: productId,
    downloadsLeft: 0,
    expiresAt: new Date(Date.now() + 86_400_000),
    ...fields,
  });

const paidFile = () => createProduct({ price: 12, downloadFile: 'prayer-card.pdf' });

/** The page's heading, its title, and where its first link leads. */
function readPage(html: string) {
  return {
    heading: /<h1>(.*?)<\/h1>/s.exec(html)?.[1],
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
    newLink: /<a class="action" href="([^"]*)">([^<]*)<\/a>/.exec(html)?.slice(1),
  };
}

/** Each way a link fails: how to make one, its status, its JSON message and its page's heading. */
const failures: {
  kind: string;
  link: () => Promise<string>;
  status: number;
  json: string;
  heading: string;
}[] = [
  {
    kind: 'an expired link',
    link: async () => linkTo((await paidFile())._id, { expiresAt: Date.now() - 1_000 }),
    status: 410,
    json: 'This download link has expired. Please request a new one.',
    heading: 'This link has expired',
  },
  {
    kind: 'a purchase link past its grant’s date',
    link: async () => {
      const product = await paidFile();
      const grant = await createGrant(product._id, {
        downloadsLeft: 3,
        expiresAt: new Date(Date.now() - 1_000),
      });
      return linkTo(product._id, { grantId: grant.id });
    },
    status: 410,
    json: 'This download link has been used up or has expired. Please contact us for a new one.',
    heading: 'This link has expired',
  },
  {
    kind: 'a purchase link used as many times as it allows',
    link: async () => {
      const product = await paidFile();
      const grant = await createGrant(product._id, { downloadsLeft: 0, downloadLimit: 10 });
      return linkTo(product._id, { grantId: grant.id });
    },
    status: 410,
    json: 'This download link has been used up or has expired. Please contact us for a new one.',
    heading: 'This link has been used 10 times',
  },
  {
    kind: 'a used-up link from before grants kept their limit',
    link: async () => {
      const product = await paidFile();
      const grant = await createGrant(product._id, { downloadsLeft: 0 });
      return linkTo(product._id, { grantId: grant.id });
    },
    status: 410,
    json: 'This download link has been used up or has expired. Please contact us for a new one.',
    heading: 'This link has been used as many times as it allows',
  },
  {
    kind: 'a made-up link',
    link: () => Promise.resolve(downloadPath('not-a-real.token')),
    status: 403,
    json: 'This download link is not valid.',
    heading: 'This link is not valid',
  },
  {
    kind: 'a link naming a grant that does not exist',
    link: async () => linkTo((await paidFile())._id, { grantId: newId() }),
    status: 410,
    json: 'This download link has been used up or has expired. Please contact us for a new one.',
    heading: 'This link is not valid',
  },
  {
    kind: 'a refunded purchase’s link',
    link: async () => {
      const product = await paidFile();
      const grant = await createGrant(product._id, { downloadsLeft: 3, revokedAt: new Date() });
      return linkTo(product._id, { grantId: grant.id });
    },
    status: 410,
    json: REFUNDED_LINK,
    heading: 'This purchase was refunded',
  },
  {
    kind: 'a product whose file is missing',
    link: async () => {
      const product = await createProduct({ price: 12, downloadFile: 'lost.pdf' });
      const grant = await createGrant(product._id, { downloadsLeft: 3 });
      return linkTo(product._id, { grantId: grant.id });
    },
    status: 404,
    json: 'Download not available',
    heading: 'This download is not available',
  },
];

describe('a download link that cannot deliver', () => {
  describe.each(failures)('$kind', ({ link, status, json, heading }) => {
    it(`shows a browser a page saying "${heading}" with status ${status}`, async () => {
      const response = await request(app)
        .get(await link())
        .set('Accept', BROWSER)
        .expect(status)
        .expect('Content-Type', /^text\/html; charset=utf-8/)
        .expect('Cache-Control', 'private, no-store');

      const page = readPage(response.text);
      expect(page.heading).toBe(heading);
      expect(page.title).toBe(`${heading} · Orthodox Resources`);
      expect(response.text).toContain('<html lang="en">');
      expect(response.text).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(response.text).toContain(`<a href="mailto:${SUPPORT}">${SUPPORT}</a>`);
      // Nothing the page needs comes from anywhere else.
      expect(response.text).not.toMatch(/<script|<link|<img|src=/);
      if (heading !== 'This purchase was refunded') {
        expect(page.newLink).toEqual([`${WEB}/downloads`, 'Get a new link from My downloads']);
      }
    });

    it(`answers an API client ${status} with the same JSON as before`, async () => {
      const url = await link();
      for (const accept of ['application/json', undefined, '*/*']) {
        const call = request(app).get(url);
        const response = await (accept ? call.set('Accept', accept) : call)
          .expect(status)
          .expect('Content-Type', /^application\/json/);
        expect(response.body).toMatchObject({ error: json, message: json });
      }
    });
  });

  it('tells a refunded buyer to write rather than offering a new link', async () => {
    const { link } = failures.find((failure) => failure.heading.includes('refunded'))!;

    const response = await request(app).get(await link()).set('Accept', BROWSER).expect(410);

    expect(readPage(response.text).newLink).toBeUndefined();
    expect(response.text).toContain('please write to us');
  });

  it('says "once" of a link that allowed one download', async () => {
    const product = await paidFile();
    const grant = await createGrant(product._id, { downloadsLeft: 0, downloadLimit: 1 });

    const response = await request(app)
      .get(linkTo(product._id, { grantId: grant.id }))
      .set('Accept', BROWSER)
      .expect(410);

    expect(readPage(response.text).heading).toBe('This link has been used once');
  });

  it('still delivers a good link to a browser as the file itself', async () => {
    const product = await paidFile();
    const grant = await createGrant(product._id, { downloadsLeft: 1, downloadLimit: 1 });

    await request(app)
      .get(linkTo(product._id, { grantId: grant.id }))
      .set('Accept', BROWSER)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
  });

  it('leaves other routes’ errors as JSON for a browser too', async () => {
    const response = await request(app)
      .get('/api/products/id/not-an-id')
      .set('Accept', BROWSER)
      .expect(404);
    expect(response.body).toMatchObject({ message: 'Product not found' });
  });
});

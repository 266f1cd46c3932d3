import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductModel, UserModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import {
  buildApp,
  createCollection,
  createPearl,
  createProduct,
  newId,
} from '../catalogue/testing.js';
import { createPost } from '../posts/testing.js';
import { DOCUMENT_CACHE_MS } from './discovery.routes.js';
import { FEED_SIZE } from './feed.service.js';
import { contentChanged } from './index.js';

useTestDatabase();

/** A rebuild runs beside the requests; on a busy machine it may take a few seconds. */
const REBUILT = { timeout: 15_000, interval: 100 };

const ORIGIN = 'https://orthodox-resources.example';
const app = () => buildApp({ WEB_ORIGIN: ORIGIN });

const parser = new XMLParser({ ignoreAttributes: false });

async function getXml(server: ReturnType<typeof app>, path: string) {
  const response = await request(server)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
  expect(response.status).toBe(200);
  const xml = response.body as string;
  expect(XMLValidator.validate(xml)).toBe(true);
  return { response, xml: parser.parse(xml) };
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function sitemapEntries(server: ReturnType<typeof app>) {
  const { xml } = await getXml(server, '/api/sitemap.xml');
  return asList(xml.urlset.url as { loc: string; lastmod?: string }[]);
}

const locations = (entries: { loc: string }[]) => entries.map((entry) => entry.loc);

async function archive(id: string) {
  await ProductModel.collection.updateOne(
    { _id: new ProductModel.base.Types.ObjectId(id) },
    { $set: { status: 'archived' } },
  );
}

describe('GET /api/sitemap.xml', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists every public page, product edition, collection, published post and pearl, absolute and dated', async () => {
    await createProduct({ slug: 'psalter', format: 'digital', category: 'booklets' });
    await createProduct({ slug: 'psalter', format: 'physical', category: 'booklets' });
    await createCollection({ slug: 'daily-prayer' });
    await createPost({ author: newId(), slug: 'on-fasting' });
    await createPost({ author: newId(), slug: 'a-draft', published: false });
    await createProduct({ slug: 'draft-psalter', status: 'draft' });
    const pearl = await createPearl();

    const { response } = await getXml(app(), '/api/sitemap.xml');
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const entries = await sitemapEntries(app());
    const locs = locations(entries);

    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/about`,
        `${ORIGIN}/booklets`,
        `${ORIGIN}/journey`,
        `${ORIGIN}/product/psalter`,
        `${ORIGIN}/product/psalter?format=physical`,
        `${ORIGIN}/collection/daily-prayer`,
        `${ORIGIN}/journey/on-fasting`,
        `${ORIGIN}/pearls/${pearl}`,
      ]),
    );
    expect(locs.join(' ')).not.toContain('a-draft');
    expect(locs.join(' ')).not.toContain('draft-psalter');
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    const dated = Object.fromEntries(entries.map((entry) => [entry.loc, entry.lastmod]));
    expect(dated[`${ORIGIN}/product/psalter`]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(dated[`${ORIGIN}/booklets`]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists each title at its plain address once: a physical-only title there too, a second edition by its format', async () => {
    await createProduct({ slug: 'beeswax-candles', format: 'physical', category: 'booklets' });
    await createProduct({ slug: 'psalter', format: 'physical', category: 'booklets' });
    await createProduct({ slug: 'psalter', format: 'digital', category: 'booklets' });
    await createProduct({ slug: 'prayer-card', format: 'digital', category: 'booklets' });

    const products = locations(await sitemapEntries(app())).filter((loc) =>
      loc.startsWith(`${ORIGIN}/product/`),
    );

    expect(products.sort()).toEqual([
      `${ORIGIN}/product/beeswax-candles`,
      `${ORIGIN}/product/prayer-card`,
      `${ORIGIN}/product/psalter`,
      `${ORIGIN}/product/psalter?format=physical`,
    ]);
  });

  it('lists the Church year’s days from a month back to a year ahead, and their months', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));

    const locs = locations(await sitemapEntries(app()));

    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/today`,
        `${ORIGIN}/calendar/2026-10-28`,
        `${ORIGIN}/calendar/2026-11-27`,
        `${ORIGIN}/calendar/2027-11-27`,
        `${ORIGIN}/calendar/2026-10`,
        `${ORIGIN}/calendar/2027-11`,
      ]),
    );
    expect(locs).not.toContain(`${ORIGIN}/calendar/2026-10-27`);
    expect(locs).not.toContain(`${ORIGIN}/calendar/2027-11-28`);
  });

  it('lists a new product once the cache window has passed, and drops an archived one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = await createProduct({ slug: 'kept' });
    const server = app();
    expect(locations(await sitemapEntries(server))).toContain(`${ORIGIN}/product/kept`);

    await createProduct({ slug: 'added-later' });
    await archive(kept._id);
    vi.setSystemTime(Date.now() + DOCUMENT_CACHE_MS);

    // The cached sitemap is still served while the new one is built.
    await expect
      .poll(async () => locations(await sitemapEntries(server)), REBUILT)
      .toContain(`${ORIGIN}/product/added-later`);
    expect(locations(await sitemapEntries(server))).not.toContain(`${ORIGIN}/product/kept`);
  });

  it('lists a new product without waiting for the cache window when told the content changed', async () => {
    const server = app();
    await sitemapEntries(server);

    await createProduct({ slug: 'just-published' });
    contentChanged();

    await expect
      .poll(async () => locations(await sitemapEntries(server)), REBUILT)
      .toContain(`${ORIGIN}/product/just-published`);
  });
});

describe('GET /api/journey/feed.xml', () => {
  it('is an RSS feed of the latest published posts, newest first, linked absolutely; no drafts', async () => {
    const author = newId();
    for (let n = 1; n <= FEED_SIZE + 2; n += 1) {
      await createPost({
        author,
        title: `Entry ${n}`,
        slug: `entry-${n}`,
        publishedAt: new Date(Date.UTC(2026, 0, n)),
      });
    }
    await createPost({ author, title: 'Unfinished thoughts', published: false });

    const { response, xml } = await getXml(app(), '/api/journey/feed.xml');

    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(xml.rss['@_version']).toBe('2.0');
    const items = asList(xml.rss.channel.item as { title: string; link: string }[]);
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]).toMatchObject({
      title: `Entry ${FEED_SIZE + 2}`,
      link: `${ORIGIN}/journey/entry-${FEED_SIZE + 2}`,
    });
    expect(items.map((item) => item.title)).not.toContain('Unfinished thoughts');
    expect(items.map((item) => item.title)).not.toContain('Entry 1');
    expect(xml.rss.channel.link).toBe(`${ORIGIN}/journey`);
  });

  it('names each post’s author by its byline, never an account’s login name', async () => {
    const named = await UserModel.create({
      username: 'john',
      email: 'john@example.org',
      passwordHash: 'not-a-real-hash',
      displayName: 'Fr. John Smith',
    });
    const unnamed = await UserModel.create({
      username: 'admin',
      email: 'admin@example.org',
      passwordHash: 'not-a-real-hash',
    });
    await createPost({ author: named._id.toString(), title: 'Signed' });
    await createPost({ author: unnamed._id.toString(), title: 'Unsigned' });

    const { xml } = await getXml(app(), '/api/journey/feed.xml');

    const items = asList(xml.rss.channel.item as { title: string; author: string }[]);
    expect(Object.fromEntries(items.map((item) => [item.title, item.author]))).toEqual({
      Signed: 'Fr. John Smith',
      Unsigned: 'The Ministry',
    });
  });

  it('is a valid feed with no items when nothing is published', async () => {
    await createPost({ author: newId(), title: 'Draft', published: false });

    const { xml } = await getXml(app(), '/api/journey/feed.xml');

    expect(xml.rss.channel.title).toMatch(/The Journey/);
    expect(xml.rss.channel.item).toBeUndefined();
  });
});

import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, searchResponseSchema } from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import {
  buildApp,
  createCollection,
  createPearl,
  createProduct,
  newId,
} from '../catalogue/testing.js';
import { createPost } from '../posts/testing.js';
import { contentChanged } from './index.js';
import { SEARCH_CHECK_EVERY_MS } from './search.service.js';

useTestDatabase();

/** A rebuild runs beside the requests; on a busy machine it may take a few seconds. */
const REBUILT = { timeout: 15_000, interval: 100 };

const search = async (app: ReturnType<typeof buildApp>, q: string, extra = '') => {
  const response = await request(app)
    .get(`/api/search?q=${encodeURIComponent(q)}${extra}`)
    .expect(200);
  return searchResponseSchema.parse(response.body);
};

const titles = (body: Awaited<ReturnType<typeof search>>) =>
  body.groups.flatMap((group) => group.results.map((result) => result.title));

const marked = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, end]) => text.slice(start, end));

async function createTheotokosAkathist() {
  return createProduct({
    name: 'Akathist to the Theotokos',
    slug: 'akathist-theotokos',
    description: 'The **hymn** of praise to the Most Holy Theotokos, sung standing.',
  });
}

describe('GET /api/search', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds Theotokos content when asked for "Mary", and marks the matched word', async () => {
    await createTheotokosAkathist();
    await createProduct({ name: 'Psalter', description: 'The Psalms of David.' });

    const body = await search(buildApp(), 'Mary');

    expect(titles(body)).toEqual(['Akathist to the Theotokos']);
    const [result] = body.groups[0]?.results ?? [];
    expect(result).toMatchObject({
      kind: 'product',
      url: '/product/akathist-theotokos?format=digital',
      formats: ['digital'],
    });
    expect(marked(result?.title ?? '', result?.highlights.title ?? [])).toEqual(['Theotokos']);
    expect(result?.snippet).toBe('The hymn of praise to the Most Holy Theotokos, sung standing.');
  });

  it('finds a phrase by its synonym: "Mother of God" finds the Theotokos, "Easter" finds Pascha', async () => {
    await createTheotokosAkathist();
    await createPearl({
      title: 'St. John Chrysostom',
      body: 'Let no one fear death: Pascha is come.',
    });
    const app = buildApp();

    expect(titles(await search(app, 'mother of god'))).toEqual(['Akathist to the Theotokos']);
    expect(titles(await search(app, 'easter'))).toEqual(['St. John Chrysostom']);
  });

  it('finds a phrase by a synonym sharing its words, and words of one set asked together', async () => {
    await createProduct({ name: 'The Prayer of the Heart' });
    await createProduct({ name: 'Jesus Prayer rope' });
    await createProduct({ name: 'Prayer for the Nativity' });
    await createProduct({
      name: 'Jesus and the Heart of the Law',
      description: 'On the Gospel of Matthew.',
      category: 'biblestudies',
    });
    const app = buildApp();

    expect((await search(app, 'jesus prayer')).groups[0]?.total).toBe(2);
    expect(titles(await search(app, 'jesus prayer')).sort()).toEqual([
      'Jesus Prayer rope',
      'The Prayer of the Heart',
    ]);
    expect(titles(await search(app, 'christmas nativity'))).toEqual(['Prayer for the Nativity']);
  });

  it('tolerates a typo and matches the start of a word', async () => {
    await createTheotokosAkathist();
    const app = buildApp();

    expect(titles(await search(app, 'Theotokso'))).toEqual(['Akathist to the Theotokos']);
    expect(titles(await search(app, 'Theot'))).toEqual(['Akathist to the Theotokos']);
    expect(titles(await search(app, 'akthist'))).toEqual(['Akathist to the Theotokos']);
  });

  it('matches the start of the last word only, the one the visitor may still be typing', async () => {
    await createTheotokosAkathist();
    const app = buildApp();
    const markedTitle = async (q: string) => {
      const [result] = (await search(app, q)).groups[0]?.results ?? [];
      return marked(result?.title ?? '', result?.highlights.title ?? []);
    };

    expect(await markedTitle('akathist theot')).toEqual(['Akathist', 'Theotokos']);
    // "theot" is taken as a whole word here: nothing has it, so any word may match.
    expect(await markedTitle('theot akathist')).toEqual(['Akathist']);
  });

  it('takes a plural for its singular in any word of the query', async () => {
    await createProduct({ name: 'Icons of the Saints', description: 'A book.' });
    const app = buildApp();

    const [result] = (await search(app, 'saint icon')).groups[0]?.results ?? [];
    expect(marked(result?.title ?? '', result?.highlights.title ?? [])).toEqual([
      'Icons',
      'Saints',
    ]);
    expect(titles(await search(app, 'icons saints'))).toEqual(['Icons of the Saints']);
  });

  it('groups results by kind over products, collections, posts, pearls and the info pages', async () => {
    await createProduct({ name: 'Prayers for the Sick' });
    await createCollection({ name: 'Daily Prayer', slug: 'daily-prayer' });
    await createPost({ author: newId(), title: 'A prayer for others', slug: 'prayer-for-others' });
    await createPost({ author: newId(), title: 'A draft about prayer', published: false });
    const pearl = await createPearl({
      title: 'St. Theophan',
      body: 'Prayer is the test of everything.',
    });

    const body = await search(buildApp(), 'prayer');

    const byKind = Object.fromEntries(
      body.groups.map((group) => [group.kind, group.results.map((r) => [r.title, r.url])]),
    );
    expect(byKind.product).toEqual([
      [
        'Prayers for the Sick',
        expect.stringMatching(/^\/product\/book-of-hours-\d+\?format=digital$/),
      ],
    ]);
    expect(byKind.collection).toEqual([['Daily Prayer', '/collection/daily-prayer']]);
    expect(byKind.post).toEqual([['A prayer for others', '/journey/prayer-for-others']]);
    expect(byKind.pearl).toEqual([['St. Theophan', `/pearls/${pearl}`]]);
    expect(byKind.page).toEqual(
      expect.arrayContaining([
        ['Orthodox Prayers', '/orthodoxprayers'],
        ['Reach Out for Support or Prayer', '/contact'],
      ]),
    );
    expect(JSON.stringify(body)).not.toContain('A draft about prayer');
  });

  it('narrows to one kind and answers at most `limit` results per kind, with the total', async () => {
    for (let n = 1; n <= 4; n += 1) await createProduct({ name: `Psalter volume ${n}` });
    await createPearl({ title: 'Psalter saying', body: 'Read the psalms.' });

    const body = await search(buildApp(), 'psalter', '&kind=product&limit=2');

    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]).toMatchObject({ kind: 'product', total: 4 });
    expect(body.groups[0]?.results).toHaveLength(2);
  });

  it('shows one result per title, opening its digital edition', async () => {
    await createProduct({ name: 'Jesus Prayer rope', slug: 'prayer-rope', format: 'physical' });
    await createProduct({ name: 'Jesus Prayer rope', slug: 'prayer-rope', format: 'digital' });

    const body = await search(buildApp(), 'chotki');

    expect(body.groups[0]?.results).toEqual([
      expect.objectContaining({
        url: '/product/prayer-rope?format=digital',
        formats: ['digital', 'physical'],
      }),
    ]);
  });

  it('does not find archived products or drafts', async () => {
    await createProduct({ name: 'Canon of St. Andrew' });
    const archived = await createProduct({ name: 'Old Canon booklet' });
    await ProductModel.collection.updateOne(
      { _id: new ProductModel.base.Types.ObjectId(archived._id) },
      { $set: { status: 'archived' } },
    );
    await createProduct({ name: 'Canon of Repentance (draft)', status: 'draft' });

    expect(titles(await search(buildApp(), 'canon'))).toEqual(['Canon of St. Andrew']);
  });

  it('finds a product created after the index was built, soon after being told of the change', async () => {
    const app = buildApp();
    expect(titles(await search(app, 'theophany'))).toEqual([]);

    await createProduct({ name: 'Blessing of the Waters at Theophany' });
    contentChanged();

    // Searches are answered from the previous index while the new one is built.
    await expect
      .poll(async () => titles(await search(app, 'epiphany')), REBUILT)
      .toEqual(['Blessing of the Waters at Theophany']);
  });

  it('notices a change made elsewhere within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = buildApp();
    expect(titles(await search(app, 'nativity'))).toEqual([]);

    await createProduct({ name: 'Nativity Fast devotional' });
    vi.setSystemTime(Date.now() + SEARCH_CHECK_EVERY_MS);

    await expect
      .poll(async () => titles(await search(app, 'christmas')), REBUILT)
      .toEqual(['Nativity Fast devotional']);
  });

  it('answers an empty result, not an error, for queries with no words', async () => {
    await createTheotokosAkathist();
    const app = buildApp();

    for (const q of ['', '   ', '?!*', 'the of and']) {
      expect(await search(app, q)).toMatchObject({ total: 0, groups: [] });
    }
    const missing = await request(app).get('/api/search').expect(200);
    expect(missing.body).toMatchObject({ total: 0, groups: [] });
  });

  it('never fails on odd input: regex characters, operators, unicode, broken encodings', async () => {
    await createTheotokosAkathist();
    const app = buildApp();
    const odd = [
      '.*+?^${}()|[]\\',
      '(theotokos',
      'theotokos AND OR NOT * ~1 ^2 +must -not title:x "quoted"',
      '$where $ne {"$gt": ""}',
      'Θεοτόκος 🙏 ‮ \u0000 \u200b',
      'ΘΕΟΤΌΚΟΣ theotókos',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z 1 2 3',
      `${'theotokos '.repeat(19)}x`,
    ];
    for (const q of odd) {
      const response = await request(app).get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect(searchResponseSchema.safeParse(response.body).success, q).toBe(true);
    }
    for (const raw of ['%', '%ED%A0%80', '%FF%FE', 'q%5B%24ne%5D=x']) {
      const response = await request(app).get(`/api/search?q=${raw}`);
      expect(response.status, raw).toBeLessThan(500);
    }
    expect(titles(await search(app, 'theotókos'))).toEqual(['Akathist to the Theotokos']);
  });

  it('refuses a query longer than the search box allows, and bad parameters, with a 400', async () => {
    const app = buildApp();
    const refused = [
      `q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`,
      `q=${'x'.repeat(1_000)}`,
      'q=a&q=b',
      'q[$ne]=x',
      'q=icon&kind=everything',
      'q=icon&limit=0',
      'q=icon&limit=51',
      'q=icon&sort=name',
    ];
    for (const query of refused) {
      const response = await request(app).get(`/api/search?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ code: 'bad_request' });
    }
  });
});

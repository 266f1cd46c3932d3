import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pearlListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-answers.js';
import { buildApp, createPearl } from './testing.js';

useTestDatabase();

const arrange = async () => {
  await createPearl({ title: 'St. Seraphim of Sarov', body: 'Acquire the Spirit of peace.' });
  await createPearl({ title: 'abba Poemen', body: 'Teach your mouth.', book: 'Sayings' });
  await createPearl({ title: 'St. John Climacus', body: 'Repentance.', book: 'The Ladder' });
  await createPearl({ title: 'Amma Syncletica', body: 'Ineffable joy.', book: 'Sayings' });
};

describe('GET /api/pearls', () => {
  it('lists every pearl by title, ignoring case, with a book only where there is one', async () => {
    await arrange();

    const response = await request(buildApp()).get('/api/pearls').expect(200);

    const pearls = pearlListSchema.parse(response.body);
    expect(pearls.map(({ title }) => title)).toEqual([
      'abba Poemen',
      'Amma Syncletica',
      'St. John Climacus',
      'St. Seraphim of Sarov',
    ]);
    expect(pearls[3]).toEqual({
      _id: expect.any(String),
      title: 'St. Seraphim of Sarov',
      body: 'Acquire the Spirit of peace.',
      seasons: [],
    });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('sorts by title when asked, as the pearls page does', async () => {
    await arrange();
    const app = buildApp();

    const byTitle = await request(app).get('/api/pearls?sort=title').expect(200);
    const plain = await request(app).get('/api/pearls').expect(200);
    expect(byTitle.body).toEqual(plain.body);
  });

  it('sorts by book, then title, with pearls that have no book last', async () => {
    await arrange();

    const response = await request(buildApp()).get('/api/pearls?sort=book').expect(200);

    expect(pearlListSchema.parse(response.body).map(({ title, book }) => [book, title])).toEqual([
      ['Sayings', 'abba Poemen'],
      ['Sayings', 'Amma Syncletica'],
      ['The Ladder', 'St. John Climacus'],
      [undefined, 'St. Seraphim of Sarov'],
    ]);
  });

  it('answers an empty list when there are no pearls', async () => {
    await request(buildApp()).get('/api/pearls').expect(200, []);
  });

  it.each([
    ['?sort=date', /sort must be title or book/],
    ['?sort=title&sort=book', /sort/],
    ['?sort[$gt]=', /unknown parameter/],
    ['?book=Sayings', /unknown parameter "book"/],
  ])('refuses %s with a 400', async (query, mentions) => {
    const response = await request(buildApp()).get(`/api/pearls${query}`).expect(400);
    expect(response.body.error).toBe(response.body.message);
    expect(response.body.message).toMatch(mentions);
  });
});

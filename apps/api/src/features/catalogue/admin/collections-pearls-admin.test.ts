import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  adminCollectionListSchema,
  adminCollectionSchema,
  catalogueChangeListSchema,
  pearlListSchema,
  pearlSchema,
  productListSchema,
} from '@ministry/contracts';
import { CollectionModel, PearlModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { createCollection, createPearl, createProduct, hoursAgo, newId } from '../testing.js';
import { buildStaffApp, createStaff } from './testing.js';

useTestDatabase();

describe('who may call the collection and pearl endpoints', () => {
  it('answers 401 to an anonymous visitor and lets editors do everything', async () => {
    const collection = await createCollection();
    const pearl = await createPearl();
    const app = buildStaffApp();
    const { asEditor } = await createStaff();
    const calls = [
      ['get', '/api/collections/admin', undefined, 200],
      ['post', '/api/collections', { name: 'Feasts' }, 201],
      ['patch', `/api/collections/${collection._id}`, { name: 'Fasts' }, 200],
      ['delete', `/api/collections/${collection._id}`, undefined, 200],
      ['get', '/api/pearls/admin', undefined, 200],
      ['post', '/api/pearls', { title: 'St. Isaac', body: 'Be at peace.' }, 201],
      ['patch', `/api/pearls/${pearl}`, { book: 'Homilies' }, 200],
      ['delete', `/api/pearls/${pearl}`, undefined, 200],
    ] as const;

    for (const [method, path, body] of calls) {
      const anonymous = await request(app)[method](path).send(body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    expect(await CollectionModel.countDocuments()).toBe(1);
    expect(await PearlModel.countDocuments()).toBe(1);

    for (const [method, path, body, status] of calls) {
      const response = await request(app)[method](path).set(asEditor).send(body);
      expect(response.status, `${method} ${path}`).toBe(status);
    }
  });
});

describe('collections', () => {
  it('creates a collection with a slug from its name, and refuses a taken slug naming it', async () => {
    const { asAdmin } = await createStaff();
    const app = buildStaffApp();

    const created = await request(app)
      .post('/api/collections')
      .set(asAdmin)
      .send({ name: 'Great Lent', description: 'The Fast' })
      .expect(201);
    expect(adminCollectionSchema.parse(created.body)).toMatchObject({
      name: 'Great Lent',
      slug: 'great-lent',
      description: 'The Fast',
      products: [],
    });
    const publicList = await request(app).get('/api/collections?slug=great-lent').expect(200);
    expect(publicList.body).toHaveLength(1);

    const taken = await request(app)
      .post('/api/collections')
      .set(asAdmin)
      .send({ name: 'GREAT  lent' })
      .expect(409);
    expect(taken.body.message).toBe(
      'The slug "great-lent" is already used by the collection "Great Lent".',
    );
  });

  it('renames a collection keeping its address, and orders its products', async () => {
    const { asEditor } = await createStaff();
    const lent = await createCollection({ name: 'Lent', slug: 'lent' });
    const canon = await createProduct({
      name: 'Canon',
      collections: [lent._id],
      createdAt: hoursAgo(1),
    });
    const calendar = await createProduct({
      name: 'Calendar',
      collections: [lent._id],
      createdAt: hoursAgo(2),
    });
    const psalter = await createProduct({ name: 'Psalter', createdAt: hoursAgo(3) });
    const app = buildStaffApp();

    const response = await request(app)
      .patch(`/api/collections/${lent._id}`)
      .set(asEditor)
      .send({ name: 'Great Lent', products: [psalter._id, calendar._id] })
      .expect(200);

    expect(adminCollectionSchema.parse(response.body)).toMatchObject({
      name: 'Great Lent',
      slug: 'lent',
      products: [
        { _id: psalter._id, name: 'Psalter' },
        { _id: calendar._id, name: 'Calendar' },
      ],
    });
    const page = await request(app).get(`/api/products?collection=${lent._id}`).expect(200);
    expect(productListSchema.parse(page.body).map(({ name }) => name)).toEqual([
      'Psalter',
      'Calendar',
    ]);
    // Canon left the collection but stays in the shop.
    expect((await ProductModel.findById(canon._id).lean())?.collections).toEqual([]);

    await request(app)
      .patch(`/api/collections/${lent._id}`)
      .set(asEditor)
      .send({ products: [calendar._id, psalter._id] })
      .expect(200);
    const reordered = await request(app).get(`/api/products?collection=${lent._id}`);
    expect(productListSchema.parse(reordered.body).map(({ name }) => name)).toEqual([
      'Calendar',
      'Psalter',
    ]);
  });

  it('changes only the order with `order`, keeping a product added since the list was loaded', async () => {
    const { asEditor } = await createStaff();
    const lent = await createCollection({ name: 'Lent', slug: 'lent' });
    const canon = await createProduct({ name: 'Canon', collections: [lent._id] });
    const calendar = await createProduct({ name: 'Calendar', collections: [lent._id] });
    // Added to the collection from the product form after the admin loaded the list.
    await createProduct({ name: 'Psalter', collections: [lent._id], createdAt: hoursAgo(5) });
    const outsider = await createProduct({ name: 'Horologion' });
    const app = buildStaffApp();

    const response = await request(app)
      .patch(`/api/collections/${lent._id}`)
      .set(asEditor)
      .send({ order: [calendar._id, canon._id] })
      .expect(200);

    expect(adminCollectionSchema.parse(response.body).products.map(({ name }) => name)).toEqual([
      'Calendar',
      'Canon',
      'Psalter',
    ]);
    const page = await request(app).get(`/api/products?collection=${lent._id}`).expect(200);
    expect(productListSchema.parse(page.body).map(({ name }) => name)).toEqual([
      'Calendar',
      'Canon',
      'Psalter',
    ]);

    const stranger = await request(app)
      .patch(`/api/collections/${lent._id}`)
      .set(asEditor)
      .send({ order: [outsider._id, canon._id] })
      .expect(400);
    expect(stranger.body.message).toBe(`Product ${outsider._id} is not in this collection.`);
    await request(app)
      .patch(`/api/collections/${lent._id}`)
      .set(asEditor)
      .send({ order: [canon._id], products: [canon._id] })
      .expect(400);
    expect((await ProductModel.findById(outsider._id).lean())?.collections).toEqual([]);
  });

  it('refuses a product that does not exist, and answers 404 for an unknown collection', async () => {
    const { asEditor } = await createStaff();
    const lent = await createCollection();
    const missing = newId();
    const app = buildStaffApp();

    const unknownProduct = await request(app)
      .patch(`/api/collections/${lent._id}`)
      .set(asEditor)
      .send({ products: [missing] })
      .expect(400);
    expect(unknownProduct.body.message).toBe(`Product ${missing} does not exist.`);

    const unknown = await request(app)
      .patch(`/api/collections/${newId()}`)
      .set(asEditor)
      .send({ name: 'x' })
      .expect(404);
    expect(unknown.body.message).toBe('Collection not found');
  });

  it('deletes a collection and keeps its products', async () => {
    const { asAdmin } = await createStaff();
    const lent = await createCollection();
    const product = await createProduct({ collections: [lent._id] });
    const app = buildStaffApp();

    await request(app)
      .delete(`/api/collections/${lent._id}`)
      .set(asAdmin)
      .expect(200, { message: 'Collection deleted' });

    expect(await CollectionModel.countDocuments()).toBe(0);
    expect((await ProductModel.findById(product._id).lean())?.collections).toEqual([]);
    const list = await request(app).get('/api/collections/admin').set(asAdmin).expect(200);
    expect(adminCollectionListSchema.parse(list.body)).toEqual([]);
  });
});

describe('pearls', () => {
  it('searches by title, book or words, ignoring case and accents', async () => {
    const { asEditor } = await createStaff();
    await createPearl({ title: 'St. Seraphim', body: 'Acquire the Spirit of peace.' });
    await createPearl({ title: 'Abba Poemen', body: 'Teach your mouth.', book: 'Sayings' });
    await createPearl({ title: 'St. John', body: 'Repentance.', book: 'The Ládder' });
    const app = buildStaffApp();
    const search = async (q: string) => {
      const response = await request(app)
        .get(`/api/pearls/admin?q=${encodeURIComponent(q)}`)
        .set(asEditor)
        .expect(200);
      return pearlListSchema.parse(response.body).map(({ title }) => title);
    };

    expect(await search('')).toEqual(['Abba Poemen', 'St. John', 'St. Seraphim']);
    expect(await search('sayings')).toEqual(['Abba Poemen']);
    expect(await search('ladder')).toEqual(['St. John']);
    expect(await search('PEACE')).toEqual(['St. Seraphim']);
  });

  it('creates, edits (clearing the book) and deletes a pearl, recording each change', async () => {
    const { asEditor, editor } = await createStaff();
    const app = buildStaffApp();

    const created = await request(app)
      .post('/api/pearls')
      .set(asEditor)
      .send({ title: 'St. Isaac', body: 'Be at peace with your own soul.', book: 'Homilies' })
      .expect(201);
    const pearl = pearlSchema.parse(created.body);
    expect(pearl).toMatchObject({ title: 'St. Isaac', book: 'Homilies' });

    const edited = await request(app)
      .patch(`/api/pearls/${pearl._id}`)
      .set(asEditor)
      .send({ title: 'St. Isaac the Syrian', book: null })
      .expect(200);
    expect(edited.body).toEqual({
      _id: pearl._id,
      title: 'St. Isaac the Syrian',
      body: 'Be at peace with your own soul.',
      seasons: [],
    });
    const sidebar = await request(app).get('/api/pearls').expect(200);
    expect(pearlListSchema.parse(sidebar.body)[0]?.title).toBe('St. Isaac the Syrian');

    await request(app).delete(`/api/pearls/${pearl._id}`).set(asEditor).expect(200);
    expect(await PearlModel.countDocuments()).toBe(0);

    const changes = await request(app).get('/api/changes').set(asEditor).expect(200);
    expect(
      catalogueChangeListSchema.parse(changes.body).map((c) => [c.action, c.entity, c.by.username]),
    ).toEqual([
      ['delete', 'pearl', editor.username],
      ['update', 'pearl', editor.username],
      ['create', 'pearl', editor.username],
    ]);
  });

  it.each([
    ['no body text', { title: 'x', body: '  ' }, /body\.body is required/],
    ['an over-long title', { title: 'x'.repeat(201), body: 'y' }, /at most 200/],
    ['an unknown field', { title: 'x', body: 'y', author: 'z' }, /unknown parameter "author"/],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const { asEditor } = await createStaff();
    const response = await request(buildStaffApp())
      .post('/api/pearls')
      .set(asEditor)
      .send(body)
      .expect(400);
    expect(response.body.message).toMatch(message);
    expect(await PearlModel.countDocuments()).toBe(0);
  });

  it('answers 404 for an unknown pearl', async () => {
    const { asEditor } = await createStaff();
    const response = await request(buildStaffApp())
      .delete(`/api/pearls/${newId()}`)
      .set(asEditor)
      .expect(404);
    expect(response.body.message).toBe('Pearl not found');
  });
});

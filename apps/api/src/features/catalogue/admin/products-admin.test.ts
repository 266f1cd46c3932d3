import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  adminProductPageSchema,
  adminProductSchema,
  catalogueChangeListSchema,
  catalogueSummarySchema,
  productListAnswerSchema,
  productListSchema,
} from '@ministry/contracts';
import { OrderModel, ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { PUBLIC_CACHE_CONTROL } from '../../../http/public-answers.js';
import { catalogueVersion, onCatalogueChange } from '../catalogue-changes.js';
import { createCollection, createProduct, hoursAgo, newId } from '../testing.js';
import { buildStaffApp, createStaff } from './testing.js';

useTestDatabase();

const names = (body: unknown) => productListSchema.parse(body).map(({ name }) => name);

const orderFor = (productId: string) =>
  OrderModel.create({
    status: 'paid',
    lines: [{ product: productId, name: 'x', format: 'digital', unitPrice: 5, quantity: 1 }],
    total: 5,
    provider: 'demo',
  });

describe('who may call the product endpoints', () => {
  const endpoints = (id: string) =>
    [
      ['get', '/api/products/admin'],
      ['get', '/api/products/admin/summary'],
      ['get', `/api/products/admin/${id}`],
      ['post', '/api/products'],
      ['patch', `/api/products/${id}`],
      ['post', `/api/products/${id}/archive`],
      ['post', `/api/products/${id}/restore`],
      ['post', `/api/products/${id}/publish`],
      ['post', `/api/products/${id}/unpublish`],
      ['delete', `/api/products/${id}`],
      ['get', '/api/changes'],
    ] as const;

  it('answers 401 to an anonymous visitor or a made-up token, changing nothing', async () => {
    const product = await createProduct({ name: 'Akathist' });
    const app = buildStaffApp();

    for (const [method, path] of endpoints(product._id)) {
      const anonymous = await request(app)[method](path).send({ price: 0 });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.message).toBe('Authentication required. Please log in.');
      const forged = await request(app)[method](path).set('Authorization', 'Bearer x.y.z');
      expect(forged.status, `${method} ${path}`).toBe(401);
    }
    expect(await ProductModel.countDocuments()).toBe(1);
    expect((await ProductModel.findById(product._id).lean())?.status).toBe('live');
  });

  it('refuses an editor what is the admin’s, naming it, and changes nothing', async () => {
    const { asEditor } = await createStaff();
    const product = await createProduct({ name: 'Akathist', price: 5, stock: 4 });
    const app = buildStaffApp();
    const before = await ProductModel.findById(product._id).lean();

    const cases = [
      [request(app).post('/api/products').send({ name: 'New' }), /Editors may not add products/],
      [
        request(app).patch(`/api/products/${product._id}`).send({ price: 9, stock: 1 }),
        /^Editors may not change price and stock; ask an admin\.$/,
      ],
      [
        request(app).patch(`/api/products/${product._id}`).send({ imageUrl: '/x.png' }),
        /may not change the image/,
      ],
      [
        request(app).patch(`/api/products/${product._id}`).send({ downloadFileId: newId() }),
        /may not change the download file/,
      ],
      [
        request(app).patch(`/api/products/${product._id}`).send({ downloadsPerLink: 3 }),
        /may not change the downloads per link/,
      ],
      [request(app).post(`/api/products/${product._id}/archive`), /may not archive products/],
      [request(app).post(`/api/products/${product._id}/restore`), /may not restore products/],
      [request(app).delete(`/api/products/${product._id}`), /may not delete products/],
    ] as const;
    for (const [call, message] of cases) {
      const response = await call.set(asEditor);
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(message);
    }
    expect(await ProductModel.findById(product._id).lean()).toEqual(before);
  });

  it('lets an editor change the texts, also when the form sends the unchanged price back', async () => {
    const { asEditor, editor } = await createStaff();
    const product = await createProduct({ name: 'Akathist', price: 5, stock: 4 });

    const response = await request(buildStaffApp())
      .patch(`/api/products/${product._id}`)
      .set(asEditor)
      .send({
        description: 'A **hymn** to the Theotokos.',
        abstract: 'Overview',
        reviews: ['Beautiful.'],
        price: 5,
        stock: 4,
      })
      .expect(200);

    expect(adminProductSchema.parse(response.body)).toMatchObject({
      description: 'A **hymn** to the Theotokos.',
      abstract: 'Overview',
      reviews: ['Beautiful.'],
      price: 5,
    });
    const changes = await request(buildStaffApp()).get('/api/changes').set(asEditor).expect(200);
    expect(catalogueChangeListSchema.parse(changes.body)[0]).toMatchObject({
      by: { _id: editor._id, username: editor.username },
      action: 'update',
      entity: 'product',
      entityId: product._id,
      label: 'Akathist',
      fields: ['description', 'abstract', 'reviews'],
    });
  });
});

describe('POST /api/products', () => {
  it('creates a product with every field as a draft, deriving the slug from the name', async () => {
    const { asAdmin } = await createStaff();
    const lent = await createCollection({ name: 'Great Lent' });
    const app = buildStaffApp();

    const response = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({
        name: '  Canon of St. Andrew — Crète ',
        description: '# The Great Canon',
        price: 12.5,
        stock: 7,
        format: 'physical',
        featured: true,
        category: 'prayers',
        collections: [lent._id],
        abstract: 'Read in the first week of Lent.',
        scriptureContext: 'Psalm 50',
        usageNotes: 'Slowly.',
        reviews: ['Moving.'],
        stripePriceId: 'price_123',
        imageUrl: '/api/uploads/0123456789abcdef01234567/1280.webp',
        externalUrl: 'https://example.org/canon',
      })
      .expect(201);

    const product = adminProductSchema.parse(response.body);
    expect(product).toMatchObject({
      name: 'Canon of St. Andrew — Crète',
      slug: 'canon-of-st-andrew-crete',
      price: 12.5,
      stock: 7,
      format: 'physical',
      featured: true,
      collections: [lent._id],
      status: 'draft',
      externalUrl: 'https://example.org/canon',
      previousSlugs: [],
    });
    const shop = await request(app).get('/api/products?slug=canon-of-st-andrew-crete').expect(200);
    expect(names(shop.body)).toEqual([]);
  });

  it('adds the other format of a title under the same slug, and refuses a slug taken in that format', async () => {
    const { asAdmin } = await createStaff();
    await createProduct({ name: 'Hours', slug: 'hours', format: 'digital' });
    const app = buildStaffApp();

    await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Hours (book)', slug: 'hours', format: 'physical', price: 20, stock: 3 })
      .expect(201);

    const taken = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Hours', format: 'digital' })
      .expect(409);
    expect(taken.body.message).toBe(
      'The slug "hours" is already used by the digital product "Hours".',
    );
    expect(await ProductModel.countDocuments({ slug: 'hours' })).toBe(2);
  });

  it.each([
    ['a price below 0', { price: -1 }, /body\.price must be 0 or more/],
    ['a price with fractions of a cent', { price: 1.005 }, /two decimals/],
    ['a stock that is not a whole number', { stock: 2.5 }, /body\.stock must be a whole number/],
    ['a stock given as text', { stock: '3' }, /body\.stock must be a number/],
    ['no name', { name: ' ' }, /body\.name is required/],
    ['a slug with symbols', { slug: 'Hours/../x' }, /body\.slug may contain only/],
    ['an unknown format', { format: 'vinyl' }, /format must be digital or physical/],
    ['a script as the image', { imageUrl: 'javascript:alert(1)' }, /body\.imageUrl must be/],
    ['an unknown field', { archived: true }, /unknown parameter "archived"/],
    ['a status (only "Make live" sets one)', { status: 'live' }, /unknown parameter "status"/],
  ])('refuses %s with a 400 and stores nothing', async (_case, fields, message) => {
    const { asAdmin } = await createStaff();

    const response = await request(buildStaffApp())
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Hours', ...fields })
      .expect(400);

    expect(response.body.message).toMatch(message);
    expect(await ProductModel.countDocuments()).toBe(0);
  });

  it('refuses a collection that does not exist, naming it', async () => {
    const { asAdmin } = await createStaff();
    const missing = newId();

    const response = await request(buildStaffApp())
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Hours', collections: [missing] })
      .expect(400);

    expect(response.body.message).toBe(`Collection ${missing} does not exist.`);
    expect(await ProductModel.countDocuments()).toBe(0);
  });

  it('refuses a download file that was never uploaded', async () => {
    const { asAdmin } = await createStaff();
    const response = await request(buildStaffApp())
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Hours', downloadFileId: newId() })
      .expect(400);
    expect(response.body.message).toMatch(/Download file .* does not exist/);
  });
});

describe('PATCH /api/products/:id', () => {
  it('changes only the fields sent and clears those sent as null', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ abstract: 'Old', usageNotes: 'Keep', stock: 2 });

    const response = await request(buildStaffApp())
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ price: 7.25, stock: 0, abstract: null })
      .expect(200);

    const updated = adminProductSchema.parse(response.body);
    expect(updated).toMatchObject({ price: 7.25, stock: 0, usageNotes: 'Keep' });
    expect(updated.abstract).toBeUndefined();
  });

  it('saves a product’s own download rules in the product and clears them back to the shop’s', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ name: 'Psalter' });
    const app = buildStaffApp();

    const saved = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ downloadsPerLink: 3, downloadLinkDays: 7 })
      .expect(200);
    expect(adminProductSchema.parse(saved.body)).toMatchObject({
      downloadsPerLink: 3,
      downloadLinkDays: 7,
    });
    // Payments' link rules read these two fields of the stored product.
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({
      downloadsPerLink: 3,
      downloadLinkDays: 7,
    });

    const refused = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ downloadsPerLink: 0, downloadLinkDays: 1.5 })
      .expect(400);
    expect(refused.body.message).toMatch(/downloadsPerLink/);

    const cleared = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ downloadsPerLink: null, downloadLinkDays: null })
      .expect(200);
    expect(cleared.body).not.toHaveProperty('downloadsPerLink');
    const stored = await ProductModel.findById(product._id).lean();
    expect(stored?.downloadsPerLink).toBeUndefined();
    expect(stored?.downloadLinkDays).toBeUndefined();
  });

  it('saves parish quantities, shows them on the storefront, and refuses breaks where more would cost more', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const product = await createProduct({ slug: 'study-booklet', price: 8.99 });
    const app = buildStaffApp();
    const breaks = [
      { minQuantity: 10, percentOff: 15 },
      { minQuantity: 50, percentOff: 25 },
    ];

    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ priceBreaks: breaks })
      .expect(200);
    const shown = await request(app).get('/api/products?slug=study-booklet').expect(200);
    expect(shown.body[0].priceBreaks).toEqual(breaks);

    const refused = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ priceBreaks: [breaks[1], breaks[0]] })
      .expect(400);
    expect(refused.body.message).toMatch(/more copies than the break before \(50\)/);

    const byEditor = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asEditor)
      .send({ priceBreaks: [] })
      .expect(403);
    expect(byEditor.body.message).toMatch(/the parish quantities/);
    expect((await ProductModel.findById(product._id).lean())?.priceBreaks).toEqual(breaks);
  });

  it('sells a product at what the buyer can pay: the least price kept as its price, shown on the storefront', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const product = await createProduct({ slug: 'psalter-study', price: 8.99 });
    const app = buildStaffApp();

    const saved = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ payWhatYouCan: { minimum: 0, suggested: 5 } })
      .expect(200);
    // The least price is the price "free" and sorting read: a digital edition may be had for 0.
    expect(saved.body).toMatchObject({ price: 0, payWhatYouCan: { minimum: 0, suggested: 5 } });
    const shown = await request(app).get('/api/products?slug=psalter-study').expect(200);
    expect(shown.body[0]).toMatchObject({ price: 0, payWhatYouCan: { minimum: 0, suggested: 5 } });

    // A later change of the least price moves the price with it.
    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ payWhatYouCan: { minimum: 3, suggested: 7 }, price: 99 })
      .expect(200);
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({
      price: 3,
      payWhatYouCan: { minimum: 3, suggested: 7 },
    });

    const byEditor = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asEditor)
      .send({ payWhatYouCan: null })
      .expect(403);
    expect(byEditor.body.message).toMatch(/pay what you can/);

    // Back to a fixed price.
    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ payWhatYouCan: null, price: 4.5 })
      .expect(200);
    const fixed = await ProductModel.findById(product._id).lean();
    expect(fixed).toMatchObject({ price: 4.5 });
    expect(fixed?.payWhatYouCan).toBeUndefined();
  });

  it('refuses a pay-what-you-can price that cannot be charged, naming the field', async () => {
    const { asAdmin } = await createStaff();
    const app = buildStaffApp();
    const booklet = await createProduct({ slug: 'printed-psalter', format: 'physical', price: 9 });
    const parish = await createProduct({
      slug: 'parish-study',
      price: 8.99,
      priceBreaks: [{ minQuantity: 10, percentOff: 15 }],
    });
    const refuse = async (id: unknown, body: object): Promise<{ message: string }> => {
      const answer = await request(app)
        .patch(`/api/products/${String(id)}`)
        .set(asAdmin)
        .send(body)
        .expect(400);
      return answer.body as { message: string };
    };

    expect(
      await refuse(booklet._id, { payWhatYouCan: { minimum: 4, suggested: 3 } }),
    ).toMatchObject({
      details: [{ path: 'body.payWhatYouCan.suggested', message: 'must be at least the least price' }],
    });
    expect(await refuse(booklet._id, { payWhatYouCan: { minimum: 0, suggested: 5 } })).toMatchObject(
      { details: [{ path: 'payWhatYouCan.minimum' }] },
    );
    const withBreaks = await refuse(parish._id, { payWhatYouCan: { minimum: 1, suggested: 5 } });
    expect(withBreaks.message).toMatch(/Parish quantities take a percent off a fixed price/);
    expect((await ProductModel.findById(parish._id).lean())?.payWhatYouCan).toBeUndefined();
  });

  it('shows the new price on the storefront at once', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ slug: 'psalter', price: 5 });
    const app = buildStaffApp();
    const before = await request(app).get('/api/products?slug=psalter').expect(200);
    const seen: string[] = [];
    const stop = onCatalogueChange((change) => seen.push(change.id));
    const version = catalogueVersion();

    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ price: 6 })
      .expect(200);
    stop();

    expect(catalogueVersion()).toBe(version + 1);
    expect(seen).toEqual([product._id]);
    // Browsers must revalidate; the old ETag no longer matches.
    expect(before.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const after = await request(app)
      .get('/api/products?slug=psalter')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(productListSchema.parse(after.body)[0]?.price).toBe(6);
  });

  it('refuses a slug another product of that format has, naming it', async () => {
    const { asAdmin } = await createStaff();
    await createProduct({ name: 'Psalter', slug: 'psalter' });
    const product = await createProduct({ slug: 'hours' });

    const response = await request(buildStaffApp())
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ slug: 'psalter' })
      .expect(409);

    expect(response.body.message).toBe(
      'The slug "psalter" is already used by the digital product "Psalter".',
    );
  });

  it.each([
    ['a price below 0', { price: -0.01 }, /must be 0 or more/],
    ['a stock that is not a whole number', { stock: 1.5 }, /must be a whole number/],
    ['nothing', {}, /Nothing to change\./],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ price: 5 });

    const response = await request(buildStaffApp())
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send(body)
      .expect(400);

    expect(response.body.message).toMatch(message);
    expect((await ProductModel.findById(product._id).lean())?.price).toBe(5);
  });

  it('answers 404 for an unknown product', async () => {
    const { asAdmin } = await createStaff();
    const response = await request(buildStaffApp())
      .patch(`/api/products/${newId()}`)
      .set(asAdmin)
      .send({ name: 'x' })
      .expect(404);
    expect(response.body.message).toBe('Product not found');
  });
});

describe('a changed slug', () => {
  it('keeps answering the old address with where the product is now', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ slug: 'akathist', format: 'digital' });
    const app = buildStaffApp();

    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ slug: 'akathist-to-the-theotokos' })
      .expect(200);
    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ slug: 'akathist-theotokos' })
      .expect(200);

    for (const old of ['akathist', 'akathist-to-the-theotokos']) {
      const response = await request(app).get(`/api/products?slug=${old}&format=digital`);
      expect(response.status).toBe(200);
      expect(productListAnswerSchema.parse(response.body)).toEqual({
        redirect: { slug: 'akathist-theotokos', format: 'digital' },
      });
    }
    const current = await request(app).get('/api/products?slug=akathist-theotokos&format=digital');
    expect(names(current.body)).toHaveLength(1);
    // Another format never had that address.
    const physical = await request(app).get('/api/products?slug=akathist&format=physical');
    expect(physical.body).toEqual([]);
  });

  it('gives the old address to a new product that takes it', async () => {
    const { asAdmin } = await createStaff();
    const renamed = await createProduct({ slug: 'hours' });
    const app = buildStaffApp();
    await request(app)
      .patch(`/api/products/${renamed._id}`)
      .set(asAdmin)
      .send({ slug: 'book-of-hours' })
      .expect(200);

    const created = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({
        name: 'Hours',
        slug: 'hours',
        price: 0,
        category: 'prayers',
        noImage: true,
        externalUrl: 'https://example.org/hours.pdf',
      })
      .expect(201);
    await request(app)
      .post(`/api/products/${adminProductSchema.parse(created.body)._id}/publish`)
      .set(asAdmin)
      .expect(200);

    expect(names((await request(app).get('/api/products?slug=hours')).body)).toEqual(['Hours']);
  });
});

describe('archive and restore', () => {
  it('hides an archived product from every storefront answer, restores it as a draft and shows it again once live', async () => {
    const { asAdmin } = await createStaff();
    const lent = await createCollection({ slug: 'lent' });
    const product = await createProduct({
      name: 'Lenten Triodion',
      slug: 'triodion',
      category: 'prayers',
      featured: true,
      collections: [lent._id],
      price: 0,
      imageUrl: '/images/triodion.webp',
      externalUrl: 'https://example.org/triodion',
    });
    await createProduct({ name: 'Psalter', category: 'prayers' });
    const app = buildStaffApp();
    const storefront = async () => ({
      all: names((await request(app).get('/api/products')).body),
      bySlug: (await request(app).get('/api/products?slug=triodion')).body as unknown[],
      byId: (await request(app).get(`/api/products/id/${product._id}`)).status,
      featured: names((await request(app).get('/api/products?featured=true')).body),
      collection: names((await request(app).get(`/api/products?collection=${lent._id}`)).body),
      offerings: names((await request(app).get('/api/prayers')).body),
      freeLink: (
        await request(app).post(`/api/products/${product._id}/download`).send({ type: 'free' })
      ).status,
    });

    const archived = await request(app)
      .post(`/api/products/${product._id}/archive`)
      .set(asAdmin)
      .expect(200);
    expect(adminProductSchema.parse(archived.body)).toMatchObject({ status: 'archived' });
    expect(await storefront()).toEqual({
      all: ['Psalter'],
      bySlug: [],
      byId: 404,
      featured: [],
      collection: [],
      offerings: ['Psalter'],
      freeLink: 404,
    });
    const staffList = await request(app)
      .get('/api/products/admin?status=archived')
      .set(asAdmin)
      .expect(200);
    expect(adminProductPageSchema.parse(staffList.body).items.map(({ name }) => name)).toEqual([
      'Lenten Triodion',
    ]);
    const staffView = await request(app)
      .get(`/api/products/admin/${product._id}`)
      .set(asAdmin)
      .expect(200);
    expect(adminProductSchema.parse(staffView.body)).toMatchObject({
      status: 'archived',
      externalUrl: 'https://example.org/triodion',
    });

    const restored = await request(app)
      .post(`/api/products/${product._id}/restore`)
      .set(asAdmin)
      .expect(200);
    expect(adminProductSchema.parse(restored.body).status).toBe('draft');
    expect((await storefront()).byId).toBe(404);
    await request(app).post(`/api/products/${product._id}/publish`).set(asAdmin).expect(200);
    expect(await storefront()).toMatchObject({
      all: expect.arrayContaining(['Psalter', 'Lenten Triodion']),
      byId: 200,
      featured: ['Lenten Triodion'],
      collection: ['Lenten Triodion'],
      freeLink: 200,
    });
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product no order references', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct();

    await request(buildStaffApp())
      .delete(`/api/products/${product._id}`)
      .set(asAdmin)
      .expect(200, { message: 'Product deleted' });

    expect(await ProductModel.exists({ _id: product._id })).toBeNull();
  });

  it('refuses with a 409 a product an order references, saying to archive it', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ name: 'Psalter' });
    await orderFor(product._id);

    const response = await request(buildStaffApp())
      .delete(`/api/products/${product._id}`)
      .set(asAdmin)
      .expect(409);

    expect(response.body.message).toBe(
      '"Psalter" is in orders, which must keep it: archive it instead to hide it from the shop.',
    );
    expect(await ProductModel.exists({ _id: product._id })).not.toBeNull();
  });
});

describe('GET /api/products/admin', () => {
  const arrange = async () => {
    await createProduct({
      name: 'Morning Prayers',
      slug: 'morning',
      stock: 0,
      createdAt: hoursAgo(5),
    });
    await createProduct({
      name: 'Evening Prayers',
      slug: 'vespers',
      stock: 2,
      createdAt: hoursAgo(4),
    });
    await createProduct({
      name: 'Icon Print',
      slug: 'icon',
      stock: 50,
      format: 'physical',
      category: 'graphics',
      featured: true,
      createdAt: hoursAgo(3),
    });
    const archived = await createProduct({
      name: 'Old Calendar',
      slug: 'calendar',
      stock: 1,
      createdAt: hoursAgo(2),
    });
    await ProductModel.updateOne({ _id: archived._id }, { status: 'archived' });
    await createProduct({
      name: 'Draft Akathist',
      slug: 'akathist',
      stock: 9,
      status: 'draft',
      createdAt: hoursAgo(1),
    });
  };
  const list = async (query: string) => {
    const { asEditor } = await createStaff();
    const response = await request(buildStaffApp())
      .get(`/api/products/admin${query}`)
      .set(asEditor)
      .expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return adminProductPageSchema.parse(response.body);
  };

  it.each([
    ['', ['Draft Akathist', 'Old Calendar', 'Icon Print', 'Evening Prayers', 'Morning Prayers']],
    ['?q=PRAYERS', ['Evening Prayers', 'Morning Prayers']],
    ['?q=vesp', ['Evening Prayers']],
    ['?q=.*', []],
    ['?category=graphics', ['Icon Print']],
    ['?format=physical', ['Icon Print']],
    ['?featured=true', ['Icon Print']],
    ['?featured=false', ['Draft Akathist', 'Old Calendar', 'Evening Prayers', 'Morning Prayers']],
    ['?stock=out', ['Morning Prayers']],
    ['?stock=low', ['Old Calendar', 'Evening Prayers']],
    ['?stock=in', ['Draft Akathist', 'Icon Print']],
    ['?status=live&stock=low', ['Evening Prayers']],
    ['?status=active&stock=low', ['Evening Prayers']],
    ['?status=draft', ['Draft Akathist']],
    ['?status=archived', ['Old Calendar']],
  ])('%s', async (query, expected) => {
    await arrange();
    const page = await list(query);
    expect(page.items.map(({ name }) => name)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('answers pages of pageSize with the total', async () => {
    await arrange();
    const page = await list('?page=2&pageSize=3');
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    expect(page.items.map(({ name }) => name)).toEqual(['Evening Prayers', 'Morning Prayers']);
  });

  it('counts products, low and out of stock for the dashboard', async () => {
    await arrange();
    const { asEditor } = await createStaff();
    const response = await request(buildStaffApp())
      .get('/api/products/admin/summary')
      .set(asEditor)
      .expect(200);
    expect(catalogueSummarySchema.parse(response.body)).toEqual({
      products: 3,
      drafts: 1,
      archived: 1,
      lowStock: 1,
      outOfStock: 1,
    });
  });

  it.each([
    ['?stock=few', /stock must be out, low or in/],
    ['?pageSize=500', /at most 100/],
    ['?q[$ne]=x', /unknown parameter/],
  ])('refuses %s with a 400', async (query, message) => {
    const { asAdmin } = await createStaff();
    const response = await request(buildStaffApp())
      .get(`/api/products/admin${query}`)
      .set(asAdmin)
      .expect(400);
    expect(response.body.message).toMatch(message);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  adminProductSchema,
  apiErrorSchema,
  catalogueChangeListSchema,
  productListSchema,
  uploadSchema,
} from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { pdfFile } from '../../uploads/testing.js';
import { createProduct } from '../testing.js';
import { buildStaffApp, createStaff } from './testing.js';

useTestDatabase();

type App = ReturnType<typeof buildStaffApp>;
type Headers = Record<string, string>;

const names = (body: unknown) => productListSchema.parse(body).map(({ name }) => name);

/** What a visitor finds of a product: the list, its slug, its page by id, its category page. */
async function storefront(app: App, product: { _id: string; slug: string }) {
  return {
    all: names((await request(app).get('/api/products')).body),
    bySlug: names((await request(app).get(`/api/products?slug=${product.slug}`)).body),
    byId: (await request(app).get(`/api/products/id/${product._id}`)).status,
    offerings: names((await request(app).get('/api/prayers')).body),
  };
}

const NOT_FOUND = { all: [], bySlug: [], byId: 404, offerings: [] };

async function draftNamed(app: App, asAdmin: Headers, body: Record<string, unknown>) {
  const response = await request(app).post('/api/products').set(asAdmin).send(body).expect(201);
  return adminProductSchema.parse(response.body);
}

const publish = (app: App, id: string, as: Headers) =>
  request(app).post(`/api/products/${id}/publish`).set(as);

describe('a new product', () => {
  it('is a draft with a name only: staff see it, the storefront does not', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const app = buildStaffApp();

    const draft = await draftNamed(app, asAdmin, { name: 'Akathist to the Theotokos' });

    expect(draft).toMatchObject({ status: 'draft', noImage: false });
    expect(draft.price).toBeUndefined();
    expect(await storefront(app, draft)).toEqual(NOT_FOUND);
    const staffView = await request(app).get(`/api/products/admin/${draft._id}`).set(asEditor);
    expect(adminProductSchema.parse(staffView.body).status).toBe('draft');
  });
});

describe('POST /api/products/:id/publish ("Make live")', () => {
  it('refuses a name-only draft with a 422 naming every missing field, for admins and editors alike', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const app = buildStaffApp();
    const draft = await draftNamed(app, asAdmin, { name: 'Akathist' });

    for (const as of [asAdmin, asEditor]) {
      const refused = await publish(app, draft._id, as).expect(422);
      expect(refused.body).toMatchObject({
        code: 'not_ready_for_live',
        message:
          'Not ready to go live: add a price (0 for free), an image (or "No image" ticked), a category, a download file or an external link.',
      });
      const { details } = apiErrorSchema.parse(refused.body);
      expect(details?.map((detail) => detail.path)).toEqual(['price', 'image', 'category', 'file']);
    }
    expect((await ProductModel.findById(draft._id).lean())?.status).toBe('draft');
    expect(await storefront(app, draft)).toEqual(NOT_FOUND);
  });

  it('refuses a paid digital draft without its file, and makes it live once the file is uploaded', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const app = buildStaffApp();
    const draft = await draftNamed(app, asAdmin, {
      name: 'Paschal Hours',
      price: 5,
      category: 'prayers',
      noImage: true,
    });

    const refused = await publish(app, draft._id, asEditor).expect(422);
    expect(refused.body.message).toBe(
      'Not ready to go live: add a download file or an external link.',
    );
    expect(refused.body.details).toEqual([
      { path: 'file', message: 'a download file or an external link' },
    ]);

    const upload = await request(app)
      .post('/api/uploads?kind=download')
      .set(asAdmin)
      .attach('file', pdfFile('Paschal Hours'), { filename: 'paschal-hours.pdf' })
      .expect(201);
    await request(app)
      .patch(`/api/products/${draft._id}`)
      .set(asAdmin)
      .send({ downloadFileId: uploadSchema.parse(upload.body).id })
      .expect(200);
    const live = await publish(app, draft._id, asEditor).expect(200);

    expect(adminProductSchema.parse(live.body).status).toBe('live');
    expect(await storefront(app, draft)).toEqual({
      all: ['Paschal Hours'],
      bySlug: ['Paschal Hours'],
      byId: 200,
      offerings: ['Paschal Hours'],
    });
    const changes = await request(app).get('/api/changes').set(asAdmin).expect(200);
    expect(catalogueChangeListSchema.parse(changes.body)[0]).toMatchObject({
      action: 'publish',
      label: 'Paschal Hours',
    });
  });

  it('makes live a free physical product without a file, and answers the same when asked twice', async () => {
    const { asAdmin } = await createStaff();
    const app = buildStaffApp();
    const draft = await draftNamed(app, asAdmin, {
      name: 'Prayer Rope',
      format: 'physical',
      price: 0,
      category: 'general',
      imageUrl: '/images/rope.webp',
    });

    await publish(app, draft._id, asAdmin).expect(200);
    const again = await publish(app, draft._id, asAdmin).expect(200);
    expect(adminProductSchema.parse(again.body).status).toBe('live');
  });
});

describe('a live product', () => {
  it('refuses a save that would take away what it needs to be live, changing nothing', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({
      name: 'Psalter',
      imageUrl: '/images/psalter.webp',
      externalUrl: 'https://example.org/psalter.pdf',
    });
    const app = buildStaffApp();

    const refused = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ externalUrl: null, price: null, description: 'Changed' })
      .expect(422);

    expect(refused.body.message).toBe(
      'This product is live: it needs a price (0 for free), a download file or an external link. Put it back to draft first to save it without.',
    );
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({
      externalUrl: 'https://example.org/psalter.pdf',
      price: 5,
      description: 'A prayer book.',
    });
  });

  it('goes back to draft (editors may too) and off the storefront, and can be saved without then', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const product = await createProduct({
      name: 'Psalter',
      imageUrl: '/images/psalter.webp',
      externalUrl: 'https://example.org/psalter.pdf',
    });
    const app = buildStaffApp();

    const draft = await request(app)
      .post(`/api/products/${product._id}/unpublish`)
      .set(asEditor)
      .expect(200);

    expect(adminProductSchema.parse(draft.body).status).toBe('draft');
    expect(await storefront(app, product)).toEqual(NOT_FOUND);
    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ externalUrl: null })
      .expect(200);
  });

  it('cannot be restored, which is for archived products, and says so', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ name: 'Psalter' });
    const response = await request(buildStaffApp())
      .post(`/api/products/${product._id}/restore`)
      .set(asAdmin)
      .expect(409);
    expect(response.body.message).toBe('"Psalter" is live: it cannot be restored.');
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminProductSchema, catalogueChangeListSchema } from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { createProduct } from '../testing.js';
import { buildStaffApp, createStaff } from './testing.js';

useTestDatabase();

// The products list saves one edition's stock or price on its own (`PATCH /api/products/:id`
// with that one field), under the same rules and with the same change record as the form.
describe('one field saved from the products list', () => {
  it('restocks one edition alone, leaving its other format and fields as they were, and records it', async () => {
    const { admin, asAdmin } = await createStaff();
    const physical = await createProduct({
      name: 'Akathist',
      slug: 'akathist',
      format: 'physical',
      price: 6,
      stock: 0,
    });
    const digital = await createProduct({ name: 'Akathist', slug: 'akathist', price: 3 });
    const app = buildStaffApp();

    const response = await request(app)
      .patch(`/api/products/${physical._id}`)
      .set(asAdmin)
      .send({ stock: 12 })
      .expect(200);

    expect(adminProductSchema.parse(response.body)).toMatchObject({
      _id: physical._id,
      stock: 12,
      price: 6,
      name: 'Akathist',
    });
    expect(await ProductModel.findById(digital._id).lean()).toMatchObject({ price: 3 });
    const changes = await request(app).get('/api/changes').set(asAdmin).expect(200);
    expect(catalogueChangeListSchema.parse(changes.body)[0]).toMatchObject({
      by: { _id: admin._id, username: admin.username },
      action: 'update',
      entity: 'product',
      entityId: physical._id,
      label: 'Akathist',
      fields: ['stock'],
    });
  });

  it('saves a price alone and records it as a price change', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ name: 'Psalter', price: 5 });
    const app = buildStaffApp();

    await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ price: 7.5 })
      .expect(200);

    expect(await ProductModel.findById(product._id).lean()).toMatchObject({ price: 7.5 });
    const changes = await request(app).get('/api/changes').set(asAdmin).expect(200);
    expect(catalogueChangeListSchema.parse(changes.body)[0]).toMatchObject({
      entityId: product._id,
      fields: ['price'],
    });
  });

  it('refuses an editor a stock or a price (403, naming it) and records nothing', async () => {
    const { asEditor, asAdmin } = await createStaff();
    const product = await createProduct({ format: 'physical', price: 5, stock: 4 });
    const app = buildStaffApp();

    for (const [change, field] of [
      [{ stock: 9 }, 'stock'],
      [{ price: 1 }, 'price'],
    ] as const) {
      const response = await request(app)
        .patch(`/api/products/${product._id}`)
        .set(asEditor)
        .send(change)
        .expect(403);
      expect(response.body.message).toBe(`Editors may not change ${field}; ask an admin.`);
    }
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({ price: 5, stock: 4 });
    const changes = await request(app).get('/api/changes').set(asAdmin).expect(200);
    expect(catalogueChangeListSchema.parse(changes.body)).toEqual([]);
  });

  it('refuses a negative or fractional stock and a price below 0 or in fractions of a cent (400, naming the field)', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ format: 'physical', price: 5, stock: 4 });
    const app = buildStaffApp();

    for (const [change, message] of [
      [{ stock: -1 }, /stock.*must be 0 or more/],
      [{ stock: 1.5 }, /stock.*must be a whole number/],
      [{ price: -2 }, /price.*must be 0 or more/],
      [{ price: 1.005 }, /price.*at most two decimals/],
    ] as const) {
      const response = await request(app)
        .patch(`/api/products/${product._id}`)
        .set(asAdmin)
        .send(change)
        .expect(400);
      expect(response.body.message).toMatch(message);
    }
    expect(await ProductModel.findById(product._id).lean()).toMatchObject({ price: 5, stock: 4 });
  });
});

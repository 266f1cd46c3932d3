import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { catalogueChangeListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildStaffApp, createStaff } from '../catalogue/admin/testing.js';

useTestDatabase();

describe('GET /api/changes', () => {
  it('lists the newest changes first, with who made them, at most `limit`', async () => {
    const { asAdmin, admin } = await createStaff();
    const app = buildStaffApp();
    const created = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Psalter' })
      .expect(201);
    const id = (created.body as { _id: string })._id;
    await request(app).patch(`/api/products/${id}`).set(asAdmin).send({ stock: 3 }).expect(200);
    await request(app).post(`/api/products/${id}/archive`).set(asAdmin).expect(200);

    const response = await request(app).get('/api/changes?limit=2').set(asAdmin).expect(200);

    const changes = catalogueChangeListSchema.parse(response.body);
    expect(changes.map(({ action }) => action)).toEqual(['archive', 'update']);
    expect(changes[1]).toMatchObject({
      by: { _id: admin._id, username: admin.username },
      entity: 'product',
      entityId: id,
      label: 'Psalter',
      fields: ['stock'],
    });
    expect(new mongoose.Types.ObjectId(changes[0]!._id)).toBeTruthy();
  });
});

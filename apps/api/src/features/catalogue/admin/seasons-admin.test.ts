import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminProductSchema, pearlSchema, productListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { createPearl, createProduct } from '../testing.js';
import { buildStaffApp, createStaff } from './testing.js';

useTestDatabase();

describe('seasons and feasts on products and pearls (the admin)', () => {
  it('saves a product’s seasons, shows them on the storefront, and clears them', async () => {
    const { asEditor } = await createStaff();
    const app = buildStaffApp();
    const product = await createProduct({ name: 'Paschal Hours', slug: 'paschal-hours' });

    const tagged = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asEditor)
      .send({ seasons: ['pascha', 'bright-week'] })
      .expect(200);
    expect(adminProductSchema.parse(tagged.body).seasons).toEqual(['pascha', 'bright-week']);
    const listed = await request(app).get('/api/products?slug=paschal-hours').expect(200);
    expect(productListSchema.parse(listed.body)[0]?.seasons).toEqual(['pascha', 'bright-week']);

    const cleared = await request(app)
      .patch(`/api/products/${product._id}`)
      .set(asEditor)
      .send({ seasons: [] })
      .expect(200);
    expect(adminProductSchema.parse(cleared.body).seasons).toEqual([]);
  });

  it('creates a product with its seasons, none when not given', async () => {
    const { asAdmin } = await createStaff();
    const app = buildStaffApp();

    const lenten = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Lenten booklet', price: 3, seasons: ['great-lent'] })
      .expect(201);
    const plain = await request(app)
      .post('/api/products')
      .set(asAdmin)
      .send({ name: 'Prayer book', price: 3 })
      .expect(201);

    expect(adminProductSchema.parse(lenten.body).seasons).toEqual(['great-lent']);
    expect(adminProductSchema.parse(plain.body).seasons).toEqual([]);
  });

  it.each([
    [{ seasons: ['advent'] }, /body\.seasons\.0 must be a season or feast of the Church year/],
    [{ seasons: ['pascha', 'pascha'] }, /body\.seasons must not repeat a season or feast/],
    [{ seasons: 'pascha' }, /body\.seasons must be a list of seasons and feasts/],
  ])('refuses product seasons %j with a 400 naming the field', async (body, message) => {
    const { asAdmin } = await createStaff();
    const product = await createProduct({ seasons: ['great-lent'] });

    const response = await request(buildStaffApp())
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send(body)
      .expect(400);

    expect(response.body.message).toMatch(message);
  });

  it('refuses more than 10 seasons and feasts', async () => {
    const { asAdmin } = await createStaff();
    const product = await createProduct();
    const eleven = [
      'great-lent',
      'holy-week',
      'pascha',
      'bright-week',
      'paschal-season',
      'ascension',
      'pentecost',
      'nativity',
      'theophany',
      'annunciation',
      'dormition',
    ];

    const response = await request(buildStaffApp())
      .patch(`/api/products/${product._id}`)
      .set(asAdmin)
      .send({ seasons: eleven })
      .expect(400);

    expect(response.body.message).toMatch(/body\.seasons must be at most 10 seasons and feasts/);
  });

  it('saves, answers and clears a pearl’s seasons', async () => {
    const { asEditor } = await createStaff();
    const app = buildStaffApp();

    const created = await request(app)
      .post('/api/pearls')
      .set(asEditor)
      .send({ title: 'St. Ephrem', body: 'O Lord and Master of my life…', seasons: ['great-lent'] })
      .expect(201);
    const pearl = pearlSchema.parse(created.body);
    expect(pearl.seasons).toEqual(['great-lent']);

    const retagged = await request(app)
      .patch(`/api/pearls/${pearl._id}`)
      .set(asEditor)
      .send({ seasons: ['great-lent', 'holy-week'] })
      .expect(200);
    expect(pearlSchema.parse(retagged.body).seasons).toEqual(['great-lent', 'holy-week']);

    const cleared = await request(app)
      .patch(`/api/pearls/${pearl._id}`)
      .set(asEditor)
      .send({ seasons: [] })
      .expect(200);
    expect(pearlSchema.parse(cleared.body).seasons).toEqual([]);
    const listed = await request(app).get('/api/pearls').expect(200);
    expect(listed.body[0].seasons).toEqual([]);
  });

  it('refuses an unknown season on a pearl with a 400 naming the field', async () => {
    const { asEditor } = await createStaff();
    const pearl = await createPearl();

    const response = await request(buildStaffApp())
      .patch(`/api/pearls/${pearl}`)
      .set(asEditor)
      .send({ seasons: ['lent'] })
      .expect(400);

    expect(response.body.message).toMatch(/body\.seasons\.0 must be a season or feast/);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { categoryListSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';
import { PostModel } from '../posts/post.model.js';
import { createCategory, createPost } from '../posts/testing.js';
import { CategoryModel } from './category.model.js';

useTestDatabase();

describe('GET /api/categories (public)', () => {
  it('lists categories by name as id, name and slug', async () => {
    const lent = await createCategory({ name: 'Lent' });
    const feasts = await createCategory({ name: 'Feasts' });

    const response = await request(buildApp()).get('/api/categories').expect(200);

    expect(categoryListSchema.parse(response.body)).toEqual([
      { _id: feasts._id, name: 'Feasts', slug: 'feasts' },
      { _id: lent._id, name: 'Lent', slug: 'lent' },
    ]);
  });
});

describe('POST /api/categories', () => {
  it('derives the slug on the server: lower case, each run of white space one hyphen', async () => {
    const editor = await createUser();

    const response = await request(buildApp())
      .post('/api/categories')
      .set(bearer(editor))
      .send({ name: '  Great   Lent\tReadings ', slug: 'client-chosen' })
      .expect(201);

    expect(response.body).toEqual({
      _id: expect.any(String),
      name: 'Great   Lent\tReadings',
      slug: 'great-lent-readings',
    });
  });

  it('refuses a name whose slug exists with 409 Category already exists', async () => {
    const editor = await createUser();
    await createCategory({ name: 'Great Lent' });

    const response = await request(buildApp())
      .post('/api/categories')
      .set(bearer(editor))
      .send({ name: 'great  LENT' });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: 'Category already exists',
      message: 'Category already exists',
    });
    expect(await CategoryModel.countDocuments()).toBe(1);
  });

  it('refuses an empty name', async () => {
    const editor = await createUser();

    await request(buildApp())
      .post('/api/categories')
      .set(bearer(editor))
      .send({ name: '   ' })
      .expect(400);

    expect(await CategoryModel.countDocuments()).toBe(0);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes the category and takes it off every post', async () => {
    const editor = await createUser();
    const lent = await createCategory({ name: 'Lent' });
    const feasts = await createCategory({ name: 'Feasts' });
    const both = await createPost({ author: editor._id, categories: [lent._id, feasts._id] });
    const onlyLent = await createPost({ author: editor._id, categories: [lent._id] });

    await request(buildApp())
      .delete(`/api/categories/${lent._id}`)
      .set(bearer(editor))
      .expect(200, { message: 'Category deleted' });

    expect(await CategoryModel.exists({ _id: lent._id })).toBeNull();
    const categoriesOf = async (id: string) =>
      (await PostModel.findById(id).lean())?.categories.map(String);
    expect(await categoriesOf(both._id)).toEqual([feasts._id]);
    expect(await categoriesOf(onlyLent._id)).toEqual([]);
  });

  it('answers 404 for an unknown category', async () => {
    const editor = await createUser();

    const response = await request(buildApp())
      .delete(`/api/categories/${'f'.repeat(24)}`)
      .set(bearer(editor));

    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Category not found');
  });
});

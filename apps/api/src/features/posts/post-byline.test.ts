import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BYLINE, postListSchema, postSchema } from '@ministry/contracts';
import { UserModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';
import { createPost } from './testing.js';

useTestDatabase();

describe('a post’s byline', () => {
  it('is the author’s display name', async () => {
    const author = await createUser({ username: 'john', displayName: 'Fr. John Smith' });
    await createPost({ author: author._id, slug: 'on-prayer' });

    const response = await request(buildApp()).get('/api/posts/slug/on-prayer').expect(200);

    expect(postSchema.parse(response.body)).toMatchObject({
      byline: 'Fr. John Smith',
      author: { _id: author._id, username: 'john', displayName: 'Fr. John Smith' },
    });
  });

  it('is "The Ministry" when the author has no display name, never the login name or email', async () => {
    const author = await createUser({ username: 'admin', email: 'admin@example.org' });
    await createPost({ author: author._id });

    const response = await request(buildApp()).get('/api/posts').expect(200);

    const [post] = postListSchema.parse(response.body);
    expect(post?.byline).toBe(DEFAULT_BYLINE);
    expect(DEFAULT_BYLINE).toBe('The Ministry');
  });

  it('is "The Ministry" when the author’s account is gone', async () => {
    const author = await createUser({ displayName: 'Reader Basil' });
    await createPost({ author: author._id });
    await UserModel.deleteOne({ _id: author._id });

    const response = await request(buildApp()).get('/api/posts').expect(200);

    expect(response.body[0]).toMatchObject({ author: null, byline: 'The Ministry' });
  });

  it('follows a changed display name on posts written before the change', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = buildApp();
    const written = await request(app)
      .post('/api/posts')
      .set(bearer(admin))
      .send({ title: 'Great Lent', excerpt: 'Forty days', content: 'On fasting.', published: true })
      .expect(201);
    expect(written.body.byline).toBe('The Ministry');

    await request(app)
      .put(`/api/users/${admin._id}/display-name`)
      .set(bearer(admin))
      .send({ displayName: 'Presbytera Anna' })
      .expect(200);

    const read = await request(app).get(`/api/posts/slug/${written.body.slug}`).expect(200);
    expect(read.body.byline).toBe('Presbytera Anna');
  });
});

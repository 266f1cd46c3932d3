import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';
import { PostModel } from './post.model.js';
import { createPost } from './testing.js';

useTestDatabase();

const newPost = { title: 'Great Lent', excerpt: 'Forty days', content: 'On fasting and prayer.' };

describe('seasons and feasts on posts', () => {
  it('saves a post’s seasons, answers them publicly, and clears them', async () => {
    const editor = await createUser({ role: 'editor' });
    const app = buildApp();

    const created = await request(app)
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, published: true, seasons: ['great-lent', 'clean-monday'] })
      .expect(201);
    const post = postSchema.parse(created.body);
    expect(post.seasons).toEqual(['great-lent', 'clean-monday']);
    const shown = await request(app).get(`/api/posts/slug/${post.slug}`).expect(200);
    expect(postSchema.parse(shown.body).seasons).toEqual(['great-lent', 'clean-monday']);

    const cleared = await request(app)
      .put(`/api/posts/${post._id}`)
      .set(bearer(editor))
      .send({ seasons: [] })
      .expect(200);
    expect(postSchema.parse(cleared.body).seasons).toEqual([]);
  });

  it('keeps the seasons when an edit does not send them', async () => {
    const editor = await createUser({ role: 'editor' });
    const post = await createPost({ author: editor._id, seasons: ['pascha'] });

    const edited = await request(buildApp())
      .put(`/api/posts/${post._id}`)
      .set(bearer(editor))
      .send({ title: 'Christ is Risen' })
      .expect(200);

    expect(postSchema.parse(edited.body).seasons).toEqual(['pascha']);
  });

  it('refuses an unknown season with a 400 naming the field, and stores nothing', async () => {
    const editor = await createUser({ role: 'editor' });

    const response = await request(buildApp())
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, seasons: ['advent'] })
      .expect(400);

    expect(response.body.message).toMatch(/body\.seasons\.0 must be a season or feast/);
    expect(await PostModel.countDocuments()).toBe(0);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, postListSchema, postSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';
import { UserModel } from '@ministry/db';
import { PostModel } from './post.model.js';
import { createCategory, createPost } from './testing.js';

useTestDatabase();

const newPost = { title: 'Great Lent', excerpt: 'Forty days', content: 'On fasting and prayer.' };

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('GET /api/posts (public)', () => {
  it('answers only published posts, newest first, each author as id and username', async () => {
    const author = await createUser({ username: 'fr-john' });
    const older = await createPost({ author: author._id, publishedAt: daysAgo(3) });
    const newer = await createPost({ author: author._id, publishedAt: daysAgo(1) });
    await createPost({ author: author._id, published: false, title: 'A draft' });

    const response = await request(buildApp()).get('/api/posts').expect(200);

    const posts = postListSchema.parse(response.body);
    expect(posts.map((post) => post._id)).toEqual([newer._id, older._id]);
    expect(posts[0]?.author).toEqual({ _id: author._id, username: 'fr-john' });
    expect(JSON.stringify(response.body)).not.toContain('A draft');
  });

  it('shows a null author when the account is gone', async () => {
    const author = await createUser();
    await createPost({ author: author._id });
    await UserModel.deleteOne({ _id: author._id });

    const response = await request(buildApp()).get('/api/posts').expect(200);

    expect(response.body[0].author).toBeNull();
  });
});

describe('GET /api/posts/slug/:slug (public)', () => {
  it('answers a published post by its slug', async () => {
    const author = await createUser();
    const post = await createPost({ author: author._id, slug: 'pascha' });

    const response = await request(buildApp()).get('/api/posts/slug/pascha').expect(200);

    expect(postSchema.parse(response.body)._id).toBe(post._id);
  });

  it('does not find a draft', async () => {
    const author = await createUser();
    await createPost({ author: author._id, slug: 'not-yet', published: false });

    const response = await request(buildApp()).get('/api/posts/slug/not-yet');

    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Post not found');
  });
});

describe('GET /api/posts/all and /api/posts/id/:id (staff)', () => {
  it('lists drafts and published posts with their status', async () => {
    const editor = await createUser();
    await createPost({ author: editor._id, published: true });
    await createPost({ author: editor._id, published: false });

    const response = await request(buildApp())
      .get('/api/posts/all')
      .set(bearer(editor))
      .expect(200);

    expect(
      postListSchema
        .parse(response.body)
        .map((post) => post.published)
        .sort(),
    ).toEqual([false, true]);
  });

  it('answers one post, draft or not, or 404 Post not found', async () => {
    const editor = await createUser();
    const draft = await createPost({ author: editor._id, published: false });
    const app = buildApp();

    const found = await request(app).get(`/api/posts/id/${draft._id}`).set(bearer(editor));
    const missing = await request(app)
      .get(`/api/posts/id/${'f'.repeat(24)}`)
      .set(bearer(editor));

    expect(found.status).toBe(200);
    expect(postSchema.parse(found.body)).toMatchObject({ _id: draft._id, published: false });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Post not found', message: 'Post not found' });
  });
});

describe('POST /api/posts', () => {
  it('creates a draft by default, written by the signed-in user', async () => {
    const editor = await createUser({ username: 'irene' });

    const response = await request(buildApp())
      .post('/api/posts')
      .set(bearer(editor))
      .send(newPost)
      .expect(201);

    expect(postSchema.parse(response.body)).toMatchObject({
      title: 'Great Lent',
      slug: 'great-lent',
      published: false,
      publishedAt: null,
      categories: [],
      author: { _id: editor._id, username: 'irene' },
    });
  });

  it('keeps the signed-in user as author whatever the body claims', async () => {
    const editor = await createUser();
    const someoneElse = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .post('/api/posts')
      .set(bearer(editor))
      .send({
        ...newPost,
        author: someoneElse._id,
        _id: 'a'.repeat(24),
        slug: 'chosen-slug',
        publishedAt: '2001-01-01T00:00:00.000Z',
        role: 'admin',
      })
      .expect(201);

    expect(response.body.author._id).toBe(editor._id);
    expect(response.body._id).not.toBe('a'.repeat(24));
    expect(response.body.slug).toBe('great-lent');
    expect(response.body.publishedAt).toBeNull();
    expect((await UserModel.findById(editor._id).lean())?.role).toBe('editor');
  });

  it('stamps publishedAt when a post is created published', async () => {
    const editor = await createUser();

    const response = await request(buildApp())
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, published: true })
      .expect(201);

    expect(Date.now() - Date.parse(response.body.publishedAt)).toBeLessThan(60_000);
  });

  it('gives each post a unique slug from its title: -2, -3 on collision', async () => {
    const editor = await createUser();
    const app = buildApp();
    const create = (title: string) =>
      request(app)
        .post('/api/posts')
        .set(bearer(editor))
        .send({ ...newPost, title });

    const slugs = [];
    for (const title of ['Great Lent', 'Great  Lent!', 'great lent', 'Great Lent 2']) {
      slugs.push((await create(title)).body.slug);
    }

    expect(slugs).toEqual(['great-lent', 'great-lent-2', 'great-lent-3', 'great-lent-2-2']);
  });

  it('makes a slug of accented and non-Latin titles', async () => {
    const editor = await createUser();
    const app = buildApp();
    const create = (title: string) =>
      request(app)
        .post('/api/posts')
        .set(bearer(editor))
        .send({ ...newPost, title });

    expect((await create('Théophanie – Épiphanie')).body.slug).toBe('theophanie-epiphanie');
    expect((await create('Χριστός ἀνέστη')).body.slug).toBe('post');
  });

  it('keeps the categories given, and refuses an unknown one with a 400', async () => {
    const editor = await createUser();
    const category = await createCategory();
    const app = buildApp();

    const created = await request(app)
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, categories: [category._id, category._id] })
      .expect(201);
    const unknown = 'f'.repeat(24);
    const refused = await request(app)
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, categories: [category._id, unknown] });

    expect(created.body.categories).toEqual([category._id]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Unknown category: ${unknown}`);
    expect(await PostModel.countDocuments()).toBe(1);
  });

  it('requires title, excerpt and content', async () => {
    const editor = await createUser();

    const response = await request(buildApp())
      .post('/api/posts')
      .set(bearer(editor))
      .send({ title: ' ', excerpt: 'e' });

    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.body).details?.map((detail) => detail.path)).toEqual([
      'body.title',
      'body.content',
    ]);
  });
});

describe('PUT /api/posts/:id', () => {
  it('takes the whole post back but changes only title, excerpt, content, categories and published', async () => {
    const author = await createUser();
    const editor = await createUser();
    const category = await createCategory();
    const post = await createPost({ author: author._id, published: false });
    const app = buildApp();
    const { body: whole } = await request(app).get(`/api/posts/id/${post._id}`).set(bearer(editor));

    const response = await request(app)
      .put(`/api/posts/${post._id}`)
      .set(bearer(editor))
      .send({
        ...whole,
        title: 'Renamed',
        excerpt: 'New excerpt',
        content: 'New content',
        categories: [category._id],
        author: { _id: editor._id, username: 'forged' },
        _id: 'a'.repeat(24),
        createdAt: '2001-01-01T00:00:00.000Z',
        publishedAt: '2001-01-01T00:00:00.000Z',
      })
      .expect(200);

    expect(response.body).toMatchObject({
      _id: post._id,
      title: 'Renamed',
      excerpt: 'New excerpt',
      content: 'New content',
      categories: [category._id],
      published: false,
      publishedAt: null,
      author: { _id: author._id, username: author.username },
      createdAt: whole.createdAt,
    });
  });

  it('sets publishedAt when first published and keeps it through unpublishing and republishing', async () => {
    const editor = await createUser();
    const post = await createPost({ author: editor._id, published: false });
    const app = buildApp();
    const publish = (published: boolean) =>
      request(app).put(`/api/posts/${post._id}`).set(bearer(editor)).send({ published });

    const first = await publish(true);
    await publish(false);
    const again = await publish(true);

    expect(first.body.publishedAt).toEqual(expect.any(String));
    expect(again.body.publishedAt).toBe(first.body.publishedAt);
  });

  it('lets the slug follow the title until the post is first published', async () => {
    const editor = await createUser();
    const app = buildApp();
    const { body: post } = await request(app).post('/api/posts').set(bearer(editor)).send(newPost);
    const edit = (changes: object) =>
      request(app).put(`/api/posts/${post._id}`).set(bearer(editor)).send(changes);

    const retitledDraft = await edit({ title: 'Holy Week' });
    const published = await edit({ title: 'Holy Week and Pascha', published: true });
    const retitledAfter = await edit({ title: 'Something else' });

    expect(retitledDraft.body.slug).toBe('holy-week');
    expect(published.body.slug).toBe('holy-week-and-pascha');
    expect(retitledAfter.body.slug).toBe('holy-week-and-pascha');
  });

  it('answers 404 for an unknown post and 400 for an unknown category', async () => {
    const editor = await createUser();
    const post = await createPost({ author: editor._id });
    const app = buildApp();

    await request(app)
      .put(`/api/posts/${'f'.repeat(24)}`)
      .set(bearer(editor))
      .send({ title: 'x' })
      .expect(404);
    await request(app)
      .put(`/api/posts/${post._id}`)
      .set(bearer(editor))
      .send({ categories: ['f'.repeat(24)] })
      .expect(400);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('deletes a post, and answers { error } for one that does not exist', async () => {
    const editor = await createUser();
    const post = await createPost({ author: editor._id });
    const app = buildApp();

    await request(app).delete(`/api/posts/${post._id}`).set(bearer(editor)).expect(200);
    const again = await request(app).delete(`/api/posts/${post._id}`).set(bearer(editor));

    expect(await PostModel.exists({ _id: post._id })).toBeNull();
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Post not found');
  });
});

import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { postListSchema, postSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser, type TestUser } from '../auth/testing.js';
import { postPublisher } from './post-publisher.js';
import { createPost } from './testing.js';

useTestDatabase();

const newPost = { title: 'Palm Sunday', excerpt: 'Hosanna', content: 'Blessed is He who comes.' };

/** The api on a clock the test moves. */
function appAt(start: string) {
  let now = new Date(start);
  const app = buildApp({ now: () => now });
  return {
    app,
    setClock: (instant: string) => {
      now = new Date(instant);
    },
  };
}

const publicSlugs = async (app: ReturnType<typeof buildApp>) =>
  postListSchema.parse((await request(app).get('/api/posts').expect(200)).body).map((p) => p.slug);

async function schedule(app: ReturnType<typeof buildApp>, editor: TestUser, body: object) {
  const response = await request(app)
    .post('/api/posts')
    .set(bearer(editor))
    .send({ ...newPost, ...body })
    .expect(201);
  return postSchema.parse(response.body);
}

describe('scheduled posts', () => {
  it('stay drafts until their date, then publish once, dated at the start of that day', async () => {
    const editor = await createUser();
    const { app, setClock } = appAt('2027-03-01T12:00:00Z');

    const post = await schedule(app, editor, {
      schedule: { kind: 'date', date: '2027-03-25' },
    });

    expect(post).toMatchObject({
      published: false,
      publishedAt: null,
      schedule: { kind: 'date', date: '2027-03-25' },
      publishAt: '2027-03-25T00:00:00.000Z',
    });
    setClock('2027-03-24T23:59:59Z');
    expect(await publicSlugs(app)).toEqual([]);
    await request(app).get(`/api/posts/slug/${post.slug}`).expect(404);

    setClock('2027-03-25T00:00:00Z');
    expect(await publicSlugs(app)).toEqual([post.slug]);
    const published = await request(app).get(`/api/posts/slug/${post.slug}`).expect(200);
    expect(published.body).toMatchObject({
      published: true,
      publishedAt: '2027-03-25T00:00:00.000Z',
      schedule: null,
      publishAt: null,
    });
  });

  it('publish n days before Pascha of the chosen year (Palm Sunday 2027 is 25 April)', async () => {
    const editor = await createUser();
    const { app, setClock } = appAt('2027-01-10T08:00:00Z');

    const post = await schedule(app, editor, {
      schedule: { kind: 'pascha', days: -7, year: 2027 },
    });

    expect(post.publishAt).toBe('2027-04-25T00:00:00.000Z');
    setClock('2027-04-24T23:00:00Z');
    expect(await publicSlugs(app)).toEqual([]);
    setClock('2027-04-25T06:00:00Z');
    expect(await publicSlugs(app)).toEqual([post.slug]);
  });

  it('shows the schedule in the staff list until it has published', async () => {
    const editor = await createUser();
    const { app } = appAt('2027-03-01T12:00:00Z');
    await schedule(app, editor, { schedule: { kind: 'pascha', days: 40, year: 2027 } });

    const response = await request(app).get('/api/posts/all').set(bearer(editor)).expect(200);

    expect(postListSchema.parse(response.body)[0]).toMatchObject({
      published: false,
      schedule: { kind: 'pascha', days: 40, year: 2027 },
      publishAt: '2027-06-11T00:00:00.000Z',
    });
  });

  it('publishes a post scheduled for today at once', async () => {
    const editor = await createUser();
    const { app } = appAt('2027-03-25T15:00:00Z');

    const post = await schedule(app, editor, { schedule: { kind: 'date', date: '2027-03-25' } });

    expect(post).toMatchObject({ published: true, publishedAt: '2027-03-25T00:00:00.000Z' });
  });

  it('drops the schedule when the post is published now, and keeps a cleared one off', async () => {
    const editor = await createUser();
    const { app } = appAt('2027-03-01T12:00:00Z');
    const first = await schedule(app, editor, { schedule: { kind: 'date', date: '2027-04-01' } });
    const second = await schedule(app, editor, { schedule: { kind: 'date', date: '2027-04-01' } });

    const publishedNow = await request(app)
      .put(`/api/posts/${first._id}`)
      .set(bearer(editor))
      .send({ published: true })
      .expect(200);
    const cleared = await request(app)
      .put(`/api/posts/${second._id}`)
      .set(bearer(editor))
      .send({ schedule: null })
      .expect(200);

    expect(publishedNow.body).toMatchObject({
      published: true,
      publishedAt: '2027-03-01T12:00:00.000Z',
      schedule: null,
      publishAt: null,
    });
    expect(cleared.body).toMatchObject({ published: false, schedule: null, publishAt: null });
  });

  it.each([
    [{ schedule: { kind: 'date', date: '2027-02-28' } }, /publication date has passed: 2027-02-28/],
    [
      { schedule: { kind: 'pascha', days: -60, year: 2026 } },
      /has passed: 60 days before Pascha 2026 \(2026-02-11\)/,
    ],
    [{ schedule: { kind: 'pascha', days: 61, year: 2027 } }, /at most 60 days after Pascha/],
    [{ schedule: { kind: 'pascha', days: -61, year: 2027 } }, /at most 60 days before Pascha/],
    [{ schedule: { kind: 'date', date: '2027-02-30' } }, /must be a date as YYYY-MM-DD/],
    [{ schedule: { kind: 'week', weeks: 2 } }, /schedule/],
    [
      { published: true, schedule: { kind: 'date', date: '2027-04-01' } },
      /either published now or scheduled/,
    ],
  ])('refuses %j with a 400 that names the problem', async (body, mentions) => {
    const editor = await createUser();
    const { app } = appAt('2027-03-01T12:00:00Z');

    const response = await request(app)
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, ...body })
      .expect(400);

    expect(JSON.stringify(response.body)).toMatch(mentions);
  });

  it('refuses to schedule a published post', async () => {
    const editor = await createUser();
    const post = await createPost({ author: editor._id });
    const { app } = appAt('2027-03-01T12:00:00Z');

    const response = await request(app)
      .put(`/api/posts/${post._id}`)
      .set(bearer(editor))
      .send({ schedule: { kind: 'date', date: '2027-04-01' } })
      .expect(400);

    expect(response.body.message).toBe('A post is either published now or scheduled, not both');
  });
});

describe('the post publisher', () => {
  it('publishes each due post exactly once and tells the change hook only then', async () => {
    const editor = await createUser();
    const { app } = appAt('2027-03-01T12:00:00Z');
    await schedule(app, editor, { schedule: { kind: 'date', date: '2027-03-10' } });
    await schedule(app, editor, { schedule: { kind: 'date', date: '2027-03-20' } });
    const onPublished = vi.fn();
    let now = new Date('2027-03-09T00:00:00Z');
    const publish = postPublisher({ now: () => now, onPublished });

    expect(await publish()).toBe(0);
    now = new Date('2027-03-15T00:00:00Z');
    expect(await Promise.all([publish(), publish()])).toEqual(expect.arrayContaining([1, 0]));
    expect(await publish()).toBe(0);

    expect(onPublished).toHaveBeenCalledTimes(1);
  });
});

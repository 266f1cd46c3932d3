import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postSchema, scheduledPostsSchema } from '@ministry/contracts';
import { saveOwnerTimeZone } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';
import { createPost } from './testing.js';

useTestDatabase();

const newPost = { title: 'Nativity fast', excerpt: 'Begins', content: 'The fast begins.' };

async function scheduleAt(now: string, date: string) {
  const editor = await createUser({ role: 'editor' });
  const app = buildApp({ now: () => new Date(now) });
  const response = await request(app)
    .post('/api/posts')
    .set(bearer(editor))
    .send({ ...newPost, schedule: { kind: 'date', date } });
  return response;
}

describe("a scheduled date in the owner's time zone", () => {
  it('publishes at midnight New York time, on either side of the 2026 clock changes', async () => {
    await saveOwnerTimeZone('America/New_York');
    const publishAt = async (date: string) =>
      postSchema.parse((await scheduleAt('2026-01-05T12:00:00Z', date)).body).publishAt;

    expect(await publishAt('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(await publishAt('2026-03-09')).toBe('2026-03-09T04:00:00.000Z');
    expect(await publishAt('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
    expect(await publishAt('2026-11-02')).toBe('2026-11-02T05:00:00.000Z');
  });

  it("counts today on the owner's clock: late evening in New York is still that day", async () => {
    await saveOwnerTimeZone('America/New_York');
    // 03:00 UTC on 2 March is 22:00 on 1 March in New York: 1 March is today, not past.
    const today = await scheduleAt('2027-03-02T03:00:00Z', '2027-03-01');
    expect(today.status).toBe(201);
    expect(postSchema.parse(today.body).published).toBe(true);

    const past = await scheduleAt('2027-03-02T03:00:00Z', '2027-02-28');
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/has passed/);
  });

  it('is UTC until the owner chooses a zone', async () => {
    const response = await scheduleAt('2026-01-05T12:00:00Z', '2026-03-08');
    expect(postSchema.parse(response.body).publishAt).toBe('2026-03-08T00:00:00.000Z');
  });
});

describe('GET /api/posts/scheduled (the dashboard: this week)', () => {
  it('lists the drafts due within seven days, soonest first, for editors and admins', async () => {
    const editor = await createUser({ role: 'editor' });
    const admin = await createUser({ role: 'admin' });
    const app = buildApp({ now: () => new Date('2026-11-27T12:00:00Z') });
    const schedule = (title: string, date: string) =>
      request(app)
        .post('/api/posts')
        .set(bearer(editor))
        .send({ ...newPost, title, schedule: { kind: 'date', date } })
        .expect(201);
    await schedule('Sunday', '2026-11-29');
    await schedule('Next week but one', '2026-12-10');
    await schedule('Tomorrow', '2026-11-28');
    await createPost({ author: editor._id, title: 'Already out' });

    for (const who of [editor, admin]) {
      const response = await request(app).get('/api/posts/scheduled').set(bearer(who)).expect(200);
      const answer = scheduledPostsSchema.parse(response.body);
      expect(answer.posts.map((post) => [post.title, post.publishAt])).toEqual([
        ['Tomorrow', '2026-11-28T00:00:00.000Z'],
        ['Sunday', '2026-11-29T00:00:00.000Z'],
      ]);
      expect(answer.until).toBe('2026-12-04T12:00:00.000Z');
    }
    await request(app).get('/api/posts/scheduled').expect(401);
  });
});

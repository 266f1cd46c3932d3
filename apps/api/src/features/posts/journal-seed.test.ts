import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postListSchema, seasonResourcesSchema } from '@ministry/contracts';
import { UserModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildApp, createUser } from '../auth/testing.js';
import { PostModel } from './post.model.js';
import { seedJournal } from './journal-seed.js';

useTestDatabase();

const journal = async () =>
  postListSchema.parse((await request(buildApp()).get('/api/posts').expect(200)).body);

describe('the demo journal', () => {
  it('publishes three posts in the past, newest first, signed "The Ministry" by the first admin', async () => {
    await createUser({ role: 'editor' });
    const admin = await createUser({ role: 'admin' });

    expect(await seedJournal()).toEqual({ total: 3, added: 3 });

    const posts = await journal();
    expect(posts.map(({ title }) => title)).toEqual([
      'Beginning Great Lent',
      'A Prayer Corner for Every Home',
      'Remembering the Departed',
    ]);
    for (const post of posts) {
      expect(post).toMatchObject({ published: true, author: { _id: admin._id } });
      expect(post.byline).toBe('The Ministry');
      expect(new Date(post.publishedAt ?? '').getTime()).toBeLessThan(Date.now());
      expect(post.contentHtml).toContain('<p>');
    }
  });

  it('tags one post for Great Lent, shown in "For this season" during the Fast', async () => {
    await createUser({ role: 'admin' });
    await seedJournal();

    // Wednesday of the second week of Great Lent, 2026.
    const response = await request(buildApp())
      .get('/api/calendar/season?date=2026-03-04')
      .expect(200);

    const { posts } = seasonResourcesSchema.parse(response.body);
    expect(posts.map(({ slug }) => slug)).toEqual(['beginning-great-lent']);
  });

  it('changes nothing when run again, and keeps what staff have edited', async () => {
    await createUser({ role: 'admin' });
    await seedJournal();
    await PostModel.updateOne({ slug: 'remembering-the-departed' }, { title: 'Memory Eternal' });

    expect(await seedJournal()).toEqual({ total: 3, added: 0 });
    expect(await PostModel.countDocuments()).toBe(3);
    expect((await journal()).map(({ title }) => title)).toContain('Memory Eternal');
  });

  it('writes nothing while there is no admin to sign the posts', async () => {
    expect(await seedJournal()).toEqual({ total: 3, added: 0, unsigned: true });
    expect(await PostModel.countDocuments()).toBe(0);
    expect(await UserModel.countDocuments()).toBe(0);
  });
});

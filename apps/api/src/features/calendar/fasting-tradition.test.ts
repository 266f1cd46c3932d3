import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fastingTraditionSettingSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';

useTestDatabase();

const PATH = '/api/settings/fasting-tradition';

describe('the owner’s fasting tradition', () => {
  it('is Slavic usage until an admin chooses, and every member of staff reads it', async () => {
    const editor = await createUser();

    const response = await request(buildApp()).get(PATH).set(bearer(editor)).expect(200);

    expect(fastingTraditionSettingSchema.parse(response.body)).toEqual({ tradition: 'slavic' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is changed by an admin, and the public calendar follows it', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = buildApp();

    const saved = await request(app)
      .patch(PATH)
      .set(bearer(admin))
      .send({ tradition: 'greek' })
      .expect(200);
    const day = await request(app).get('/api/calendar/today?date=2026-11-17').expect(200);

    expect(saved.body).toEqual({ tradition: 'greek' });
    expect(day.body).toMatchObject({ tradition: 'greek', fast: { level: 'wine-oil' } });
  });

  it('refuses an editor’s change with a 403 and a stranger with a 401', async () => {
    const editor = await createUser();
    const app = buildApp();

    await request(app).patch(PATH).set(bearer(editor)).send({ tradition: 'greek' }).expect(403);
    await request(app).get(PATH).expect(401);
    const after = await request(app).get(PATH).set(bearer(editor)).expect(200);

    expect(after.body).toEqual({ tradition: 'slavic' });
  });

  it.each([
    [{ tradition: 'coptic' }, /tradition must be slavic or greek/],
    [{ tradition: 'greek', extra: 1 }, /extra/],
    [{}, /tradition/],
  ])('refuses %j with a 400 that names the problem', async (body, mentions) => {
    const admin = await createUser({ role: 'admin' });

    const response = await request(buildApp())
      .patch(PATH)
      .set(bearer(admin))
      .send(body)
      .expect(400);

    expect(response.body.message).toMatch(mentions);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { giftFundsSchema, giftSummarySchema, givingOptionsSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp } from '../testing/harness.js';
import { createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

useTestDatabase();

const PRISONS = { id: 'printed-copies-for-prisons', name: 'Printed copies for prisons' };
const PARISHES = { id: 'free-booklets-for-parishes', name: 'Free booklets for parishes' };

async function fundsApp() {
  const { app } = await buildTestApp({}, { jwtSecret: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  return { app, admin };
}

type App = Awaited<ReturnType<typeof fundsApp>>['app'];

const offeredFunds = async (app: App) =>
  givingOptionsSchema.parse((await request(app).get('/gifts/options').expect(200)).body).funds;

describe('the funds the owner keeps', () => {
  it('starts from the configured funds, for admins only', async () => {
    const { app, admin } = await fundsApp();
    const editor = await createStaff('editor');

    await request(app).get('/gifts/funds').expect(401);
    await request(app).get('/gifts/funds').set(editor.auth).expect(403);
    await request(app).patch('/gifts/funds').set(editor.auth).send({ funds: [] }).expect(403);
    const response = await request(app).get('/gifts/funds').set(admin.auth).expect(200);

    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(giftFundsSchema.parse(response.body).funds).toEqual([
      { ...PRISONS, retired: false, goal: null },
      { ...PARISHES, retired: false, goal: null },
    ]);
  });

  it('renames, adds, reorders and retires funds, and the giving form follows', async () => {
    const { app, admin } = await fundsApp();

    const saved = await request(app)
      .patch('/gifts/funds')
      .set(admin.auth)
      .send({
        funds: [
          { name: 'Icons for missions' },
          { id: PARISHES.id, name: 'Booklets for parishes' },
          { id: PRISONS.id, name: PRISONS.name, retired: true, goal: null },
        ],
      })
      .expect(200);

    const expected = [
      { id: 'icons-for-missions', name: 'Icons for missions', retired: false, goal: null },
      { id: PARISHES.id, name: 'Booklets for parishes', retired: false, goal: null },
      { ...PRISONS, retired: true, goal: null },
    ];
    expect(giftFundsSchema.parse(saved.body).funds).toEqual(expected);
    const reread = await request(app).get('/gifts/funds').set(admin.auth).expect(200);
    expect(reread.body.funds).toEqual(expected);
    expect(await offeredFunds(app)).toEqual([
      { id: 'icons-for-missions', name: 'Icons for missions' },
      { id: PARISHES.id, name: 'Booklets for parishes' },
    ]);
  });

  it('refuses a gift to a retired fund, while its old gifts keep their name in the figures', async () => {
    const { app, admin } = await fundsApp();
    await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, fund: PRISONS.id, email: 'donor@example.org' })
      .expect(201);

    await request(app)
      .patch('/gifts/funds')
      .set(admin.auth)
      .send({
        funds: [
          { id: PRISONS.id, name: 'Prison ministry', retired: true, goal: null },
          { id: PARISHES.id, name: PARISHES.name },
        ],
      })
      .expect(200);
    const refused = await request(app)
      .post('/gifts')
      .send({ frequency: 'once', amount: 30, fund: PRISONS.id, email: 'donor@example.org' })
      .expect(400);

    expect(refused.body.details).toEqual([{ path: 'fund', message: 'must be one of the funds' }]);
    const summary = giftSummarySchema.parse(
      (await request(app).get('/gifts/summary').set(admin.auth).expect(200)).body,
    );
    expect(summary.byFund).toEqual([{ fund: PRISONS.name, amount: 30, count: 1 }]);
  });

  it('gives a new fund an id no fund has had, even one named like a retired fund', async () => {
    const { app, admin } = await fundsApp();

    const saved = await request(app)
      .patch('/gifts/funds')
      .set(admin.auth)
      .send({
        funds: [
          { id: PRISONS.id, name: 'Prisons (until 2026)', retired: true, goal: null },
          { id: PARISHES.id, name: PARISHES.name },
          { name: 'Printed copies for prisons' },
        ],
      })
      .expect(200);

    expect(saved.body.funds[2]).toEqual({
      id: `${PRISONS.id}-2`,
      name: 'Printed copies for prisons',
      retired: false,
      goal: null,
    });
  });

  it('refuses a list that drops a fund, names an unknown one or repeats a name', async () => {
    const { app, admin } = await fundsApp();
    const patch = (body: object) =>
      request(app).patch('/gifts/funds').set(admin.auth).send(body).expect(400);

    const dropped = await patch({ funds: [{ id: PRISONS.id, name: PRISONS.name }] });
    const unknown = await patch({
      funds: [
        { id: PRISONS.id, name: PRISONS.name },
        { id: PARISHES.id, name: PARISHES.name },
        { id: 'the-owners-holiday', name: 'Holiday' },
      ],
    });
    const repeated = await patch({
      funds: [
        { id: PRISONS.id, name: PRISONS.name },
        { id: PARISHES.id, name: 'printed copies for prisons' },
      ],
    });
    const blank = await patch({ funds: [{ id: PRISONS.id, name: '  ' }] });

    expect(dropped.body.details).toEqual([
      {
        path: 'funds',
        message: 'must keep “Free booklets for parishes”: retire a fund instead of removing it',
      },
    ]);
    expect(unknown.body.details).toEqual([
      { path: 'funds.2.id', message: 'must be one of the funds, once' },
    ]);
    expect(repeated.body.details).toEqual([
      { path: 'body.funds.1.name', message: 'is already the name of another fund' },
    ]);
    expect(blank.body.details).toEqual([{ path: 'body.funds.0.name', message: 'is required' }]);
    const unchanged = await request(app).get('/gifts/funds').set(admin.auth).expect(200);
    expect(unchanged.body.funds).toEqual([
      { ...PRISONS, retired: false, goal: null },
      { ...PARISHES, retired: false, goal: null },
    ]);
  });
});

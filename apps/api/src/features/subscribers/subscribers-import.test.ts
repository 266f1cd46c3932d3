import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { importSubscribersResultSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, createUser } from '../auth/testing.js';
import { IMPORT_ATTESTED_TEXT } from './subscribers-import.js';
import { SubscriberModel } from './subscriber.model.js';
import { buildListApp, confirmTokenIn, createSubscriber, outboxOf } from './testing.js';

useTestDatabase();

const csv = [
  'email,name,lists',
  'anna@example.org,Anna Petrova,journal;great-lent',
  'Basil@Example.org,Basil,',
  'not-an-address,Someone,journal',
  'anna@example.org,Anna again,journal',
  'chris@example.org,Chris,psalter',
  'known@example.org,Known,journal',
].join('\n');

type App = Awaited<ReturnType<typeof buildListApp>>;
const importAs = (app: App, user: { token: string }, body: object) =>
  request(app).post('/api/subscribers/import').set(bearer(user)).send(body);

describe('POST /api/subscribers/import', () => {
  it('asks each new address to confirm unless consent is attested, and reports every line it skipped', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin', email: 'owner@example.org' });
    await createSubscriber({ email: 'known@example.org', status: 'unsubscribed' });

    const response = await importAs(app, admin, { csv, lists: ['new-resources'] }).expect(200);

    expect(importSubscribersResultSchema.parse(response.body)).toEqual({
      imported: 2,
      confirmationsSent: 2,
      skipped: 2,
      errors: [
        { line: 4, message: '"not-an-address" is not an email address' },
        { line: 6, message: 'there is no list "psalter"' },
      ],
    });
    const anna = await SubscriberModel.findOne({ email: 'anna@example.org' }).lean();
    expect(anna).toMatchObject({
      status: 'pending',
      name: 'Anna Petrova',
      lists: ['journal', 'great-lent'],
    });
    expect(anna?.consents).toEqual([expect.objectContaining({ place: 'import' })]);
    expect(await SubscriberModel.findOne({ email: 'basil@example.org' }).lean()).toMatchObject({
      status: 'pending',
      lists: ['new-resources'],
    });
    // Someone who left is not brought back by an import.
    expect((await SubscriberModel.findOne({ email: 'known@example.org' }).lean())?.status).toBe(
      'unsubscribed',
    );

    const mails = outboxOf(app);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@example.org', 'basil@example.org']);
    const toAnna = mails.find((mail) => mail.to === 'anna@example.org');
    await request(app)
      .post('/api/subscriptions/confirm')
      .send({ token: confirmTokenIn(toAnna) })
      .expect(200);
    expect((await SubscriberModel.findOne({ email: 'anna@example.org' }).lean())?.status).toBe(
      'confirmed',
    );
  });

  it('confirms at once, and sends nothing, when the owner attests that they agreed', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin', email: 'owner@example.org' });

    const response = await importAs(app, admin, {
      csv: 'anna@example.org,Anna\nbasil@example.org,',
      lists: ['journal'],
      attested: true,
    }).expect(200);

    expect(response.body).toEqual({ imported: 2, confirmationsSent: 0, skipped: 0, errors: [] });
    expect(outboxOf(app)).toEqual([]);
    const anna = await SubscriberModel.findOne({ email: 'anna@example.org' }).lean();
    expect(anna).toMatchObject({
      status: 'confirmed',
      lists: ['journal'],
      confirmedAt: expect.any(Date),
    });
    expect(anna?.consents).toEqual([
      {
        at: expect.any(Date),
        place: 'import',
        text: IMPORT_ATTESTED_TEXT,
        attestedBy: 'owner@example.org',
      },
    ]);
    expect(anna?.events.map((event) => event.kind)).toEqual(['imported', 'confirmed']);
    expect(anna?.confirmTokenHash).toBeUndefined();
  });

  it('reports a row with no list when the import chose none', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });

    const response = await importAs(app, admin, { csv: 'anna@example.org,Anna' }).expect(200);

    expect(response.body.errors).toEqual([
      { line: 1, message: 'names no list, and no list was chosen for the import' },
    ]);
    expect(await SubscriberModel.countDocuments()).toBe(0);
  });

  it('takes a CSV larger than other bodies, up to its own limit', async () => {
    const app = await buildListApp();
    const admin = await createUser({ role: 'admin' });
    const rows = Array.from({ length: 4_000 }, (_row, n) => `reader${n}@example.org,Reader ${n}`);

    const response = await importAs(app, admin, {
      csv: rows.join('\n'),
      lists: ['journal'],
      attested: true,
    }).expect(200);

    expect(response.body).toMatchObject({ imported: 4_000, errors: [] });
  }, 120_000);

  it('is for admins only, and refuses a body that is not the import', async () => {
    const app = await buildListApp();
    const editor = await createUser();
    const admin = await createUser({ role: 'admin' });

    await importAs(app, editor, { csv, lists: ['journal'] }).expect(403);
    const bad = await importAs(app, admin, { csv: '', attested: 'yes' }).expect(400);
    expect(bad.body.message).toMatch(/body\.csv is empty.*body\.attested/);
    expect(await SubscriberModel.countDocuments()).toBe(0);
  });
});

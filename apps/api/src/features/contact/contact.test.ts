import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contactMessageResponseSchema } from '@ministry/contracts';
import { ContactMessageModel, SHOP_SETTINGS_ID, ShopSettingsModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildApp } from '../catalogue/testing.js';
import { CONTACT_RATE_LIMIT } from './contact.routes.js';
import { CONTACT_THANKS } from './contact.service.js';

useTestDatabase();

const message = {
  name: 'Anna Petrova',
  email: 'Anna@Example.org ',
  subject: 'Prayer request',
  message: 'Please pray for my father, Nicholas, who is in hospital.',
};

const outboxOf = (app: ReturnType<typeof buildApp>) => {
  const dir = join(app.config.DATA_DIR, 'outbox');
  return existsSync(dir)
    ? readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'))
    : [];
};

const send = (app: ReturnType<typeof buildApp>, body: object) =>
  request(app).post('/api/contact').send(body);

describe('POST /api/contact', () => {
  it('keeps the message, mails it to the ministry and thanks the visitor', async () => {
    const app = buildApp();

    const response = await send(app, message).expect(201);

    expect(contactMessageResponseSchema.parse(response.body)).toEqual(CONTACT_THANKS);
    expect(response.body.message).toMatch(/within 24 hours/);

    const stored = await ContactMessageModel.find().lean();
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Anna Petrova',
        email: 'anna@example.org',
        subject: 'Prayer request',
        message: message.message,
        mailedAt: expect.any(Date),
      }),
    ]);

    const [mail, ...others] = outboxOf(app);
    expect(others).toEqual([]);
    expect(mail).toContain('To: support@orthodox-resources.example');
    expect(mail).toMatch(/Reply-To: Anna Petrova <anna@example\.org>/);
    expect(mail).toContain('Subject: Contact form: Prayer request');
    expect(mail).toContain('Please pray for my father, Nicholas, who is in hospital.');
  });

  it('sends to CONTACT_TO, with a subject made from the name when none is given', async () => {
    const app = buildApp({ CONTACT_TO: 'priest@parish.example' });
    const { subject: _subject, ...withoutSubject } = message;

    await send(app, withoutSubject).expect(201);

    const [mail] = outboxOf(app);
    expect(mail).toContain('To: priest@parish.example');
    expect(mail).toContain('Subject: Contact form: Message from Anna Petrova');
  });

  it('keeps the name a display name: address syntax in it adds no Reply-To recipient', async () => {
    const app = buildApp();

    await send(app, { ...message, name: 'Evil <a@evil.example>, Bob' }).expect(201);

    const [mail] = outboxOf(app);
    const replyTo = /^Reply-To: (.*(?:\n\s+.*)*)$/m.exec(mail ?? '')?.[1] ?? '';
    const recipients = addressparser(replyTo.replace(/\n\s+/g, ' '), { flatten: true });
    expect(recipients).toEqual([
      { name: 'Evil <a@evil.example>, Bob', address: 'anna@example.org' },
    ]);
  });

  it('alerts the owner (OWNER_EMAIL) with a link to the admin inbox', async () => {
    const app = buildApp({ OWNER_EMAIL: 'owner@example.org', WEB_ORIGIN: 'https://shop.example' });

    await send(app, message).expect(201);

    const alert = outboxOf(app).find((mail) => mail.includes('To: owner@example.org'));
    expect(alert).toContain('Subject: [Orthodox Resources] New message from Anna Petrova');
    expect(alert).toContain('https://shop.example/admin/messages');
    expect(outboxOf(app)).toHaveLength(2);
  });

  it('leaves the message to the daily digest when the owner chose one', async () => {
    await ShopSettingsModel.create({ _id: SHOP_SETTINGS_ID, ownerAlerts: 'daily' });
    const app = buildApp({ OWNER_EMAIL: 'owner@example.org' });

    await send(app, message).expect(201);

    expect(outboxOf(app)).toHaveLength(1);
    expect(outboxOf(app)[0]).not.toContain('To: owner@example.org');
    expect(await ContactMessageModel.countDocuments()).toBe(1);
  });

  it('sends no separate alert when the owner reads the ministry inbox itself', async () => {
    const app = buildApp({ OWNER_EMAIL: 'owner@example.org', CONTACT_TO: 'owner@example.org' });

    await send(app, message).expect(201);

    expect(outboxOf(app)).toHaveLength(1);
  });

  it('thanks a bot that filled in the hidden field, and keeps and sends nothing', async () => {
    const app = buildApp();

    const response = await send(app, { ...message, website: 'http://spam.example' }).expect(201);

    expect(response.body).toEqual(CONTACT_THANKS);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
    expect(outboxOf(app)).toEqual([]);
  });

  it('keeps the message and still thanks the visitor when the mail cannot be sent', async () => {
    const app = buildApp(
      {},
      { mailer: { send: () => Promise.reject(new Error('SMTP server unreachable')) } },
    );

    await send(app, message).expect(201, CONTACT_THANKS);

    const [stored] = await ContactMessageModel.find().lean();
    expect(stored?.message).toBe(message.message);
    expect(stored?.mailedAt).toBeUndefined();
  });

  it.each([
    ['no name', { ...message, name: '  ' }, 'name', /body\.name is required/],
    ['a bad email', { ...message, email: 'anna-at-example' }, 'email', /must be a valid email/],
    ['an operator for the email', { ...message, email: { $gt: '' } }, 'email', /body\.email/],
    ['a list for the message', { ...message, message: ['a'] }, 'message', /must be text/],
    ['an over-long message', { ...message, message: 'x'.repeat(5_001) }, 'message', /at most 5000/],
    ['an over-long name', { ...message, name: 'x'.repeat(101) }, 'name', /at most 100/],
    ['a honeypot that is not text', { ...message, website: { $ne: '' } }, 'website', /string/],
  ])('refuses %s with a 400 that names the field', async (_case, body, field, mentions) => {
    const app = buildApp();

    const response = await send(app, body).expect(400);

    expect(response.body.error).toBe(response.body.message);
    expect(response.body.message).toMatch(mentions);
    expect(response.body.details).toEqual([
      { path: `body.${field}`, message: expect.any(String) as string },
    ]);
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await request(buildApp())
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": "Anna",')
      .expect(400);

    expect(response.body.message).toBe('Request body is not valid JSON');
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await send(buildApp(), { ...message, message: 'x'.repeat(200_000) }).expect(
      413,
    );

    expect(response.body).toMatchObject({
      error: 'Request body is too large',
      message: 'Request body is too large',
    });
  });

  it('takes five messages per address every 15 minutes, then answers 429', async () => {
    const app = buildApp();
    expect(CONTACT_RATE_LIMIT).toEqual({ limit: 5, windowMs: 15 * 60_000 });

    for (let sent = 0; sent < 5; sent += 1) await send(app, message).expect(201);
    const refused = await send(app, message).expect(429);

    expect(refused.body).toMatchObject({
      error: 'Too many messages from your address. Please wait a few minutes and try again.',
      message: 'Too many messages from your address. Please wait a few minutes and try again.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await ContactMessageModel.countDocuments()).toBe(5);
  });

  it('counts the five across every api process on the database', async () => {
    const one = buildApp();
    const other = buildApp();

    for (let sent = 0; sent < 5; sent += 1) {
      await send(sent % 2 === 0 ? one : other, message).expect(201);
    }

    await send(other, message).expect(429);
    await send(one, message).expect(429);
    expect(await ContactMessageModel.countDocuments()).toBe(5);
  });
});

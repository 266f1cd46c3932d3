import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { newEditionAnswerSchema, orderDetailSchema } from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import type { Mailer, MailMessage } from '@ministry/mail';
import { buildTestApp, cartLine, createProduct, TEST_WEB_ORIGIN } from '../testing/harness.js';
import { buyDemo, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

useTestDatabase();

const SUBJECT = /^Subject: New edition in your downloads: /m;

/** The new-edition emails in the outbox, each as its decoded text. */
const newEditionEmails = async (shop: { readOutbox: () => Promise<string[]> }) =>
  (await shop.readOutbox()).filter((email) => SUBJECT.test(email));

const recipients = (emails: string[]) =>
  emails.map((email) => /^To: (.+)$/m.exec(email)?.[1]?.trim()).sort();

const announce = (app: Parameters<typeof request>[0], productId: string) =>
  request(app).post(`/products/${productId}/new-edition`);

/**
 * A shop where the Akathist was bought by Anna twice (two orders), by Basil (refunded since) and
 * by Clement with a prayer book; nobody else bought it.
 */
async function shopWithBuyers() {
  const shop = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
  const akathist = await createProduct({ name: 'Akathist' });
  const prayerBook = await createProduct({ name: 'Prayer Book' });
  const admin = await createStaff('admin');
  const annaFirst = await buyDemo(shop.app, [cartLine(akathist)], 'anna@example.org');
  const annaSecond = await buyDemo(shop.app, [cartLine(akathist)], 'Anna@Example.org');
  const basil = await buyDemo(shop.app, [cartLine(akathist)], 'basil@example.org');
  await request(shop.app).post(`/orders/${basil}/refunds`).set(admin.auth).send({}).expect(200);
  const clement = await buyDemo(
    shop.app,
    [cartLine(akathist), cartLine(prayerBook)],
    'clement@example.org',
  );
  await buyDemo(shop.app, [cartLine(prayerBook)], 'dora@example.org');
  return { ...shop, akathist, admin, orders: { annaFirst, annaSecond, basil, clement } };
}

describe('POST /products/:id/new-edition', () => {
  it('emails each buyer of the product once, leaving out a refunded purchase, and notes it on each order', async () => {
    const shop = await shopWithBuyers();

    const response = await announce(shop.app, shop.akathist._id.toString())
      .set(shop.admin.auth)
      .expect(200);

    expect(newEditionAnswerSchema.parse(response.body)).toEqual({ notified: 2, failed: 0 });
    const emails = await newEditionEmails(shop);
    expect(recipients(emails)).toEqual(['anna@example.org', 'clement@example.org']);
    const anna = emails.find((email) => email.includes('To: anna@example.org')) ?? '';
    expect(anna).toContain('Subject: New edition in your downloads: Akathist');
    expect(anna).toContain(`${shop.orders.annaFirst}, ${shop.orders.annaSecond}`);
    expect(anna).toContain(`My downloads: ${TEST_WEB_ORIGIN}/downloads`);

    for (const number of [shop.orders.annaFirst, shop.orders.annaSecond, shop.orders.clement]) {
      const detail = orderDetailSchema.parse(
        (await request(shop.app).get(`/orders/${number}`).set(shop.admin.auth).expect(200)).body,
      );
      expect(detail.timeline.at(-1)).toMatchObject({
        type: 'new_edition',
        actor: { kind: 'staff', email: shop.admin.email },
      });
    }
    const basil = orderDetailSchema.parse(
      (await request(shop.app).get(`/orders/${shop.orders.basil}`).set(shop.admin.auth)).body,
    );
    expect(basil.timeline.some((event) => event.type === 'new_edition')).toBe(false);
  });

  it('tells nobody twice about the same file, even for two clicks at once, and again for a newer file', async () => {
    const shop = await shopWithBuyers();
    const id = shop.akathist._id.toString();

    const both = await Promise.all([
      announce(shop.app, id).set(shop.admin.auth).expect(200),
      announce(shop.app, id).set(shop.admin.auth).expect(200),
    ]);
    const told = both.map((answer) => newEditionAnswerSchema.parse(answer.body).notified);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(2);
    const again = await announce(shop.app, id).set(shop.admin.auth).expect(200);
    expect(again.body).toEqual({ notified: 0, failed: 0 });
    expect(await newEditionEmails(shop)).toHaveLength(2);

    await ProductModel.updateOne({ _id: id }, { $set: { downloadFile: 'akathist-2nd.pdf' } });
    const newer = await announce(shop.app, id).set(shop.admin.auth).expect(200);
    expect(newer.body).toEqual({ notified: 2, failed: 0 });
    expect(await newEditionEmails(shop)).toHaveLength(4);
  });

  it('refuses an editor (403) and an anonymous caller (401), telling nobody', async () => {
    const shop = await shopWithBuyers();
    const editor = await createStaff('editor');
    const id = shop.akathist._id.toString();

    const refused = await announce(shop.app, id).set(editor.auth).expect(403);
    expect(refused.body.message).toBe('Only admins may tell past buyers of a new edition.');
    const anonymous = await announce(shop.app, id).expect(401);
    expect(anonymous.body.message).toBe('Authentication required. Please log in.');
    expect(await newEditionEmails(shop)).toEqual([]);
  });

  it('answers 404 for an unknown product, 400 for a malformed id and 409 for a physical one', async () => {
    const shop = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const rope = await createProduct({ name: 'Prayer Rope', format: 'physical', stock: 3 });

    await announce(shop.app, 'f'.repeat(24)).set(admin.auth).expect(404);
    await announce(shop.app, 'not-an-id').set(admin.auth).expect(400);
    const physical = await announce(shop.app, rope._id.toString()).set(admin.auth).expect(409);
    expect(physical.body.message).toBe('Only a digital product has editions to announce.');
  });

  it('keeps a buyer whose email failed for the next call', async () => {
    const sent: MailMessage[] = [];
    let down = true;
    const mailer: Mailer = {
      send: (message) => {
        if (down && message.subject.startsWith('New edition')) {
          return Promise.reject(new Error('mail server down'));
        }
        sent.push(message);
        return Promise.resolve({ messageId: String(sent.length) });
      },
    };
    const shop = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET }, { mailer });
    const booklet = await createProduct({ name: 'Akathist' });
    const admin = await createStaff('admin');
    await buyDemo(shop.app, [cartLine(booklet)], 'anna@example.org');
    const id = booklet._id.toString();

    const failed = await announce(shop.app, id).set(admin.auth).expect(200);
    expect(failed.body).toEqual({ notified: 0, failed: 1 });

    down = false;
    const retried = await announce(shop.app, id).set(admin.auth).expect(200);
    expect(retried.body).toEqual({ notified: 1, failed: 0 });
    expect(sent.filter((message) => message.subject.startsWith('New edition'))).toHaveLength(1);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  orderActionResponseSchema,
  orderDeskStatsSchema,
  orderDetailSchema,
  orderListSchema,
} from '@ministry/contracts';
import { DownloadGrantModel, OrderModel, ProductModel, useDownloadGrant } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import {
  buyDemo,
  createPaidOrder,
  createStaff,
  holdInCheckout,
  lapseHolds,
  staffToken,
  TEST_JWT_SECRET,
} from '../testing/orders.js';

useTestDatabase();

const env = { JWT_SECRET: TEST_JWT_SECRET };

/**
 * A shop with a paid demo order of a booklet (digital) and two prayer ropes (physical), five in
 * stock. `ropesLeftAtPayment` plays the order's stock hold lapsing while the buyer was paying
 * (the sweep gives the ropes back) and another buyer's checkout then taking all but that many,
 * so the late payment has to take its ropes from what is left.
 */
async function shopWithOrder(ropesLeftAtPayment?: number) {
  const shop = await buildTestApp(env);
  const admin = await createStaff('admin');
  const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
  const rope = await createProduct({
    name: 'Prayer Rope',
    format: 'physical',
    price: 12,
    stock: 5,
  });
  const number = await buyDemo(
    shop.app,
    [cartLine(booklet), cartLine(rope, { quantity: 2 })],
    'reader@example.org',
    ropesLeftAtPayment === undefined
      ? {}
      : {
          beforePaying: async () => {
            await lapseHolds();
            await holdInCheckout(shop.app, [cartLine(rope, { quantity: 5 - ropesLeftAtPayment })]);
          },
        },
  );
  return { ...shop, admin, booklet, rope, number };
}

const detail = (body: unknown) => orderDetailSchema.parse(body);

describe('who may use the order desk', () => {
  it('answers 401 without a token and for a forged one', async () => {
    const { app } = await buildTestApp(env);
    expect((await request(app).get('/orders').expect(401)).body.message).toBe(
      'Authentication required. Please log in.',
    );
    await request(app).get('/orders').set('Authorization', 'Bearer not.a.token').expect(401);
    await request(app).get('/orders.csv').expect(401);
  });

  it('refuses editors with a clear 403', async () => {
    const { app } = await buildTestApp(env);
    const editor = await createStaff('editor');
    const response = await request(app).get('/orders').set(editor.auth).expect(403);
    expect(response.body).toMatchObject({ message: 'Only admins may manage orders.' });
    await request(app).post('/orders/OR-1001/refunds').set(editor.auth).send({}).expect(403);
  });

  it('reads the role afresh and honours a signed-out token version', async () => {
    const { app } = await buildTestApp(env);
    const admin = await createStaff('admin', { tokenVersion: 2 });
    const stale = { Authorization: `Bearer ${staffToken(admin.id, 1)}` };
    const current = { Authorization: `Bearer ${staffToken(admin.id, 2)}` };

    await request(app).get('/orders').set(stale).expect(401);
    await request(app).get('/orders').set(current).expect(200);
  });
});

describe('order numbers and the timeline', () => {
  it('gives every order a short number, shown on the return page and in the email', async () => {
    const { app, number, readOutbox } = await shopWithOrder();
    const second = await buyDemo(app, [cartLine(await createProduct())]);

    expect(number).toMatch(/^OR-\d{4,}$/);
    expect(Number(second.slice(3))).toBe(Number(number.slice(3)) + 1);
    const order = await OrderModel.findOne({ number }).lean();
    const status = await request(app)
      .get('/session-status')
      .query({ session_id: order?.sessionId })
      .expect(200);
    expect(status.body.orderNumber).toBe(number);
    const [email] = await readOutbox();
    expect(email).toContain(`Subject: Your order ${number} from Orthodox Resources`);
    expect(email).toContain('Content-Type: text/html');
  });

  it('shows staff the lines, totals, downloads and who did what', async () => {
    const { app, admin, number } = await shopWithOrder();

    const response = await request(app).get(`/orders/${number}`).set(admin.auth).expect(200);

    const order = detail(response.body);
    expect(order).toMatchObject({
      number,
      state: 'paid',
      customerEmail: 'reader@example.org',
      provider: 'demo',
      toShip: true,
      // $28.50 of items and the flat $5.00 shipping.
      totals: { total: 33.5, refunded: 0, net: 33.5 },
      shipping: {
        amount: 5,
        name: 'Anna Buyer',
        address: {
          line1: '1 Monastery Rd',
          city: 'Jordanville',
          region: 'NY',
          postalCode: '13361',
          country: 'US',
        },
      },
      lines: [
        { index: 0, name: 'Akathist', format: 'digital', lineTotal: 4.5, refund: 'none' },
        { index: 1, name: 'Prayer Rope', format: 'physical', quantity: 2, lineTotal: 24 },
      ],
      downloads: [{ name: 'Akathist', downloadsLeft: 10, revoked: false }],
    });
    expect(order.paymentId).toMatch(/^demo_cs_/);
    expect(order.timeline.map((event) => [event.type, event.actor.kind])).toEqual([
      ['created', 'buyer'],
      ['paid', 'buyer'],
      ['email_sent', 'system'],
    ]);
    expect(JSON.stringify(response.body)).not.toContain(
      (await OrderModel.findOne({ number }).lean())?._id.toString(),
    );
    await request(app).get('/orders/OR-999999').set(admin.auth).expect(404);
    await request(app).get('/orders/42').set(admin.auth).expect(400);
  });
});

describe('GET /orders', () => {
  it('searches by number, email and product, and filters the to-ship queue', async () => {
    const { app, admin, number } = await shopWithOrder();
    const digitalOnly = await buyDemo(
      app,
      [cartLine(await createProduct({ name: 'Psalter' }))],
      'someone@example.org',
    );
    const list = async (query: Record<string, string>) =>
      orderListSchema
        .parse((await request(app).get('/orders').query(query).set(admin.auth).expect(200)).body)
        .orders.map((order) => order.number);

    expect(await list({})).toEqual([digitalOnly, number]);
    expect(await list({ q: number.toLowerCase() })).toEqual([number]);
    expect(await list({ q: number.slice(3) })).toEqual([number]);
    expect(await list({ q: 'SOMEONE@' })).toEqual([digitalOnly]);
    expect(await list({ q: 'psalt' })).toEqual([digitalOnly]);
    expect(await list({ status: 'to-ship' })).toEqual([number]);
    expect(await list({ q: '.*' })).toEqual([]);

    const bad = await request(app).get('/orders').query({ status: 'lost' }).set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status must be one of');
  });

  it('keeps never-paid orders under their own filter', async () => {
    const { app, admin, number } = await shopWithOrder();
    await request(app)
      .post('/create-checkout-session')
      .send({ cartItems: [cartLine(await createProduct())] })
      .expect(200);

    const all = await request(app).get('/orders').set(admin.auth).expect(200);
    const abandoned = await request(app)
      .get('/orders')
      .query({ status: 'abandoned' })
      .set(admin.auth)
      .expect(200);

    expect(orderListSchema.parse(all.body).orders.map((order) => order.number)).toEqual([number]);
    expect(abandoned.body.orders).toMatchObject([{ state: 'pending' }]);
  });

  it('pages by 25', async () => {
    const { app, admin } = await shopWithOrder();
    const booklet = await createProduct();
    for (let i = 0; i < 25; i += 1) await createPaidOrder(booklet);

    const second = await request(app).get('/orders?page=2').set(admin.auth).expect(200);

    expect(second.body).toMatchObject({ page: 2, pageSize: 25, total: 26, pages: 2 });
    expect(second.body.orders).toHaveLength(1);
  });
});

describe('GET /orders/stats', () => {
  it("counts the to-ship queue, what needs attention and this month's sales net of refunds", async () => {
    const { app, admin, number } = await shopWithOrder();
    const lastMonth = await createPaidOrder(await createProduct());
    const thisMonthStart = new Date();
    thisMonthStart.setUTCDate(1);
    thisMonthStart.setUTCHours(0, 0, 0, 0);
    await OrderModel.updateOne(
      { number: lastMonth },
      { paidAt: new Date(thisMonthStart.getTime() - 86_400_000), needsAttention: true },
    );
    await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [0] })
      .expect(200);

    const response = await request(app).get('/orders/stats').set(admin.auth).expect(200);

    expect(orderDeskStatsSchema.parse(response.body)).toEqual({
      toShip: 1,
      oldestToShip: { number, paidAt: expect.any(String) },
      needsAttention: 1,
      salesThisMonth: { since: thisMonthStart.toISOString(), orders: 1, total: 29 },
    });
    const editor = await createStaff('editor');
    await request(app).get('/orders/stats').set(editor.auth).expect(403);
  });
});

describe('POST /orders/:number/shipment', () => {
  it('sends the buyer the tracking link and leaves the to-ship queue', async () => {
    const { app, admin, number, readOutbox } = await shopWithOrder();

    const response = await request(app)
      .post(`/orders/${number}/shipment`)
      .set(admin.auth)
      .send({ carrier: 'usps', trackingNumber: '9400 1000 0000 0000 0000 00' })
      .expect(200);

    const { order, emailSent } = orderActionResponseSchema.parse(response.body);
    expect(emailSent).toBe(true);
    expect(order).toMatchObject({ state: 'shipped', toShip: false });
    expect(order.shipment?.trackingUrl).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(order.timeline.at(-2)).toMatchObject({
      type: 'shipped',
      actor: { kind: 'staff', email: admin.email },
    });
    const shipped = (await readOutbox()).find((email) => email.includes('has shipped'));
    expect(shipped).toContain(`Subject: Your order ${number} has shipped`);
    expect(shipped).toContain(
      'Track your parcel: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    const queue = await request(app).get('/orders?status=to-ship').set(admin.auth).expect(200);
    expect(queue.body.orders).toEqual([]);

    const again = await request(app)
      .post(`/orders/${number}/shipment`)
      .set(admin.auth)
      .send({ carrier: 'ups', trackingNumber: '1Z999' })
      .expect(409);
    expect(again.body.message).toContain('already marked shipped');
  });

  it('refuses an order with nothing to post, and a bad carrier', async () => {
    const { app } = await buildTestApp(env);
    const admin = await createStaff('admin');
    const number = await buyDemo(app, [cartLine(await createProduct())]);

    await request(app)
      .post(`/orders/${number}/shipment`)
      .set(admin.auth)
      .send({ carrier: 'usps', trackingNumber: '12345' })
      .expect(409);
    const bad = await request(app)
      .post(`/orders/${number}/shipment`)
      .set(admin.auth)
      .send({ carrier: 'pigeon', trackingNumber: '12345' })
      .expect(400);
    expect(bad.body.message).toContain('carrier must be one of');
  });
});

describe('POST /orders/:number/refunds in demo mode', () => {
  it('refunds the whole order at once, revokes its links and refunds never twice', async () => {
    const { app, admin, number, rope, readOutbox } = await shopWithOrder();

    const response = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(200);

    const { order } = orderActionResponseSchema.parse(response.body);
    expect(order).toMatchObject({
      state: 'refunded',
      // The whole order: its shipping too.
      totals: { refunded: 33.5, net: 0 },
      downloads: [{ revoked: true }],
      refunds: [{ amount: 33.5, status: 'succeeded', restock: false, lines: [0, 1] }],
    });
    const grant = await DownloadGrantModel.findOne().lean();
    expect(await useDownloadGrant(grant!._id.toString())).toBeNull();
    // Not asked to restock: the two ropes stay sold.
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(3);
    expect(
      (await readOutbox()).some((email) => email.includes(`Refund for your order ${number}`)),
    ).toBe(true);

    const again = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(409);
    expect(again.body.message).toBe(`Order ${number} has already been refunded.`);
    expect((await OrderModel.findOne({ number }).lean())?.refunds).toHaveLength(1);
  });

  it('refunds chosen lines, puts stock back only when asked, and refuses a line twice', async () => {
    const { app, admin, number, rope } = await shopWithOrder();

    const first = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [1], restock: true })
      .expect(200);

    expect(first.body.order).toMatchObject({
      state: 'partially_refunded',
      toShip: false,
      // Chosen lines give back their price; the shipping stays paid.
      totals: { refunded: 24, net: 9.5 },
      downloads: [{ revoked: false }],
    });
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(5);

    const twice = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [1], restock: true })
      .expect(409);
    expect(twice.body.message).toBe(`Line 1 of order ${number} has already been refunded.`);
    expect((await ProductModel.findById(rope._id).lean())?.stock).toBe(5);

    const rest = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(200);
    // The rest of the order: the other line and the shipping.
    expect(rest.body.order).toMatchObject({
      state: 'refunded',
      totals: { refunded: 33.5, net: 0 },
    });
    await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({ lines: [7] })
      .expect(400);
  });

  it('still refunds the shipping once every line was refunded by itself', async () => {
    const { app, admin, number, readOutbox } = await shopWithOrder();
    for (const line of [0, 1]) {
      await request(app)
        .post(`/orders/${number}/refunds`)
        .set(admin.auth)
        .send({ lines: [line] })
        .expect(200);
    }

    const shipping = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(200);

    expect(shipping.body.order).toMatchObject({
      state: 'refunded',
      totals: { refunded: 33.5, net: 0 },
      refunds: [{ amount: 4.5 }, { amount: 24 }, { amount: 5, status: 'succeeded', lines: [] }],
    });
    const emails = (await readOutbox()).filter((email) => email.includes('Refunded: $5.00'));
    expect(emails).toHaveLength(1);
    const again = await request(app)
      .post(`/orders/${number}/refunds`)
      .set(admin.auth)
      .send({})
      .expect(409);
    expect(again.body.message).toBe(`Order ${number} has already been refunded.`);
  });

  it('runs one refund when two arrive at once', async () => {
    const { app, admin, number } = await shopWithOrder();

    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await request(app).post(`/orders/${number}/refunds`).set(admin.auth).send({})).status,
      ),
    );

    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect((await OrderModel.findOne({ number }).lean())?.refunds).toHaveLength(1);
  });
});

describe('resend and reissue', () => {
  it('reissues download links with a new expiry and their uses back', async () => {
    const { app, admin, number, readOutbox } = await shopWithOrder();
    const grant = await DownloadGrantModel.findOne().lean();
    await DownloadGrantModel.updateOne(
      { _id: grant!._id },
      { downloadsLeft: 0, expiresAt: new Date(Date.now() - 1000) },
    );

    const response = await request(app)
      .post(`/orders/${number}/reissue-links`)
      .set(admin.auth)
      .expect(200);

    const after = await DownloadGrantModel.findById(grant!._id).lean();
    expect(after?.downloadsLeft).toBe(10);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(orderActionResponseSchema.parse(response.body).order.timeline.at(-2)).toMatchObject({
      type: 'links_reissued',
    });
    const email = (await readOutbox()).find((text) => text.includes('New download links'));
    expect(email).toContain('https://shop.example/api/downloads/');
    expect(email).toContain('works 10 times');
  });

  it('resends the confirmation', async () => {
    const { app, admin, number, readOutbox } = await shopWithOrder();

    await request(app).post(`/orders/${number}/resend`).set(admin.auth).expect(200);

    const confirmations = (await readOutbox()).filter((email) =>
      email.includes(`Subject: Your order ${number} from`),
    );
    expect(confirmations).toHaveLength(2);
  });
});

describe('needs attention', () => {
  it('flags a paid order that found no stock, with the action that resolves it', async () => {
    const { app, admin, number } = await shopWithOrder(1);

    const list = await request(app).get('/orders?status=attention').set(admin.auth).expect(200);
    const order = detail(
      (await request(app).get(`/orders/${number}`).set(admin.auth).expect(200)).body,
    );

    expect(list.body.orders).toMatchObject([{ number, needsAttention: true }]);
    expect(order.attention).toMatchObject([{ kind: 'out_of_stock', action: 'ship' }]);

    await request(app)
      .post(`/orders/${number}/shipment`)
      .set(admin.auth)
      .send({ carrier: 'other', trackingNumber: 'HAND-DELIVERED' })
      .expect(200);
    const resolved = await request(app).get('/orders?status=attention').set(admin.auth);
    expect(resolved.body.orders).toEqual([]);
  });

  it('flags a confirmation that could not be sent, and resending resolves it', async () => {
    let failing = true;
    const { app, outboxDir } = await buildTestApp(env, {
      mailer: {
        send: () =>
          failing
            ? Promise.reject(new Error('SMTP down'))
            : Promise.resolve({ messageId: 'ok', outboxFile: outboxDir }),
      },
    });
    const admin = await createStaff('admin');
    const number = await buyDemo(app, [cartLine(await createProduct())]);

    const flagged = detail((await request(app).get(`/orders/${number}`).set(admin.auth)).body);
    expect(flagged.attention).toMatchObject([{ kind: 'email_failed', action: 'resend' }]);
    expect(flagged.timeline.map((event) => event.type)).toContain('email_failed');

    failing = false;
    await request(app).post(`/orders/${number}/resend`).set(admin.auth).expect(200);
    const after = detail((await request(app).get(`/orders/${number}`).set(admin.auth)).body);
    expect(after).toMatchObject({ needsAttention: false, attention: [] });
  });
});

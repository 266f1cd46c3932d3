import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orderActionResponseSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import { buyDemo, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

/* Marking shipped without tracking: booklets often go by ordinary post. */

useTestDatabase();

async function orderToShip() {
  const shop = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
  const admin = await createStaff('admin');
  const rope = await createProduct({
    name: 'Prayer Rope',
    format: 'physical',
    price: 12,
    stock: 5,
  });
  const number = await buyDemo(shop.app, [cartLine(rope)]);
  const ship = (body: object) =>
    request(shop.app).post(`/orders/${number}/shipment`).set(admin.auth).send(body);
  const shippedEmail = async () =>
    (await shop.readOutbox()).find((email) => email.includes('has shipped')) ?? '';
  return { ...shop, number, ship, shippedEmail };
}

describe('POST /orders/:number/shipment without tracking', () => {
  it('marks the order shipped with nothing named, and the buyer is told it is untracked', async () => {
    const { ship, shippedEmail } = await orderToShip();

    const response = await ship({}).expect(200);

    const { order, emailSent } = orderActionResponseSchema.parse(response.body);
    expect(emailSent).toBe(true);
    expect(order).toMatchObject({
      state: 'shipped',
      toShip: false,
      shipment: { carrier: null, trackingNumber: null, trackingUrl: null },
    });
    expect(order.timeline.find((event) => event.type === 'shipped')?.note).toBe('untracked');
    const email = await shippedEmail();
    expect(email).toContain('posted without a tracking number');
    expect(email).not.toContain('Tracking number:');
    expect(email).not.toContain('Carrier:');
    expect(email).not.toContain('Track your parcel');
  });

  it('takes empty fields (a form sent as is) for none, and names the carrier alone', async () => {
    const { ship, shippedEmail } = await orderToShip();

    const response = await ship({ carrier: 'usps', trackingNumber: '  ' }).expect(200);

    const { order } = orderActionResponseSchema.parse(response.body);
    expect(order.shipment).toMatchObject({
      carrier: 'usps',
      trackingNumber: null,
      trackingUrl: null,
    });
    expect(order.timeline.find((event) => event.type === 'shipped')).toMatchObject({
      type: 'shipped',
      note: 'USPS, untracked',
    });
    const email = await shippedEmail();
    expect(email).toContain('Carrier: USPS');
    expect(email).toContain('posted without a tracking number');
  });

  it('keeps a tracking number given without a carrier, with no link to guess', async () => {
    const { ship, shippedEmail } = await orderToShip();

    const response = await ship({ carrier: '', trackingNumber: 'RR123456789GB' }).expect(200);

    expect(response.body.order.shipment).toMatchObject({
      carrier: null,
      trackingNumber: 'RR123456789GB',
      trackingUrl: null,
    });
    const email = await shippedEmail();
    expect(email).toContain('Tracking number: RR123456789GB');
    expect(email).not.toContain('Carrier:');
    expect(email).not.toContain('without a tracking number');
  });

  it('still checks a tracking number that is given', async () => {
    const { ship } = await orderToShip();

    const bad = await ship({ trackingNumber: 'a;b' }).expect(400);

    expect(bad.body.message).toContain(
      'trackingNumber may contain only letters, digits, spaces and hyphens',
    );
  });
});

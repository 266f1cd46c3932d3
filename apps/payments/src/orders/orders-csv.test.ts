import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import { buyDemo, createStaff, TEST_JWT_SECRET } from '../testing/orders.js';

useTestDatabase();

describe('GET /orders.csv', () => {
  it('exports orders and their lines, filtered as the list is', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 5 });
    const booklet = await createProduct({ name: 'Akathist, "large print"', price: 4.5 });
    const mixed = await buyDemo(app, [cartLine(booklet), cartLine(rope, { quantity: 2 })]);
    await buyDemo(app, [cartLine(booklet)], 'other@example.org');

    const response = await request(app)
      .get('/orders.csv')
      .query({ status: 'to-ship' })
      .set(admin.auth)
      .expect(200)
      .expect('Content-Type', 'text/csv; charset=utf-8');

    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?orders-to-ship-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const rows = parse<Record<string, string>>(response.text, { columns: true });
    expect(rows).toMatchObject([
      { order: mixed, product: 'Akathist, "large print"', quantity: '1', line_total: '4.50' },
      { order: mixed, product: 'Rope', format: 'physical', quantity: '2', line_total: '24.00' },
    ]);
    // The order's total includes its $5.00 shipping.
    expect(rows[0]).toMatchObject({ email: 'reader@example.org', order_total: '33.50' });
  });

  it('gives every row the ship-to name and address and the shipping charged, empty for downloads', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 5 });
    const booklet = await createProduct({ name: 'Akathist', price: 4.5 });
    const posted = await buyDemo(app, [cartLine(rope), cartLine(booklet)], 'anna@example.org', {
      address: {
        name: 'Anna Reader',
        line1: '1 Monastery Rd',
        line2: 'Guest house',
        city: 'Jordanville',
        region: 'NY',
        postalCode: '13361',
        country: 'US',
      },
    });
    const downloaded = await buyDemo(app, [cartLine(booklet)], 'ben@example.org');

    const response = await request(app).get('/orders.csv').set(admin.auth).expect(200);

    const rows = parse<Record<string, string>>(response.text, { columns: true });
    const shipTo = {
      ship_to_name: 'Anna Reader',
      ship_to_line1: '1 Monastery Rd',
      ship_to_line2: 'Guest house',
      ship_to_city: 'Jordanville',
      ship_to_region: 'NY',
      ship_to_postal_code: '13361',
      ship_to_country: 'US',
      shipping_amount: '5.00',
    };
    expect(rows.filter((row) => row.order === posted)).toEqual([
      expect.objectContaining({ product: 'Rope', ...shipTo }),
      expect.objectContaining({ product: 'Akathist', ...shipTo }),
    ]);
    expect(rows.find((row) => row.order === downloaded)).toMatchObject({
      ship_to_name: '',
      ship_to_line1: '',
      ship_to_country: '',
      shipping_amount: '',
    });
  });

  it('never lets a cell start a spreadsheet formula, even after a semicolon', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET });
    const admin = await createStaff('admin');
    const evil = await createProduct({ name: "=cmd|' /C calc'!A0", price: 1 });
    const hidden = await createProduct({ name: 'Psalter;=HYPERLINK("http://evil.example")' });
    await buyDemo(app, [cartLine(evil), cartLine(hidden)], 'buyer@example.org');

    const response = await request(app).get('/orders.csv').set(admin.auth).expect(200);

    const rows = parse<Record<string, string>>(response.text, { columns: true });
    expect(rows.map((row) => row.product)).toEqual([
      "'=cmd|' /C calc'!A0",
      `'Psalter;=HYPERLINK("http://evil.example")`,
    ]);
    // Numbers stay numbers.
    expect(rows[0]).toMatchObject({ quantity: '1', unit_price: '1.00' });
  });

  it('keeps a formula out of the ship-to cells too', async () => {
    const { app } = await buildTestApp({ JWT_SECRET: TEST_JWT_SECRET, SHIPPING_COUNTRIES: 'GB' });
    const admin = await createStaff('admin');
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 5 });
    await buyDemo(app, [cartLine(rope)], 'buyer@example.org', {
      address: {
        name: '=HYPERLINK("http://evil.example")',
        line1: '1 Main St;@SUM(A1)',
        city: '+Springfield',
        region: '@SUM(A1)',
        postalCode: '-12345',
        country: 'GB',
      },
    });

    const response = await request(app).get('/orders.csv').set(admin.auth).expect(200);

    const [row] = parse<Record<string, string>>(response.text, { columns: true });
    expect(row).toMatchObject({
      ship_to_name: `'=HYPERLINK("http://evil.example")`,
      ship_to_line1: "'1 Main St;@SUM(A1)",
      ship_to_city: "'+Springfield",
      ship_to_region: "'@SUM(A1)",
      // A number stays a number, sign and all.
      ship_to_postal_code: '-12345',
      shipping_amount: '5.00',
    });
  });
});

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
});

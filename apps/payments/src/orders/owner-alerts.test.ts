import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { buildTestApp, cartLine, createProduct } from '../testing/harness.js';
import { buyDemo, holdInCheckout, lapseHolds } from '../testing/orders.js';

useTestDatabase();

const OWNER = 'owner@example.org';

describe('alerts to the owner (OWNER_EMAIL)', () => {
  it('tells the owner of each paid order, marking the lines to post', async () => {
    const { app, readOutbox } = await buildTestApp({ OWNER_EMAIL: OWNER });
    const booklet = await createProduct({ name: 'Akathist' });
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 2 });

    const number = await buyDemo(app, [cartLine(booklet), cartLine(rope)]);

    const alert = (await readOutbox()).find((email) => email.includes(`To: ${OWNER}`));
    expect(alert).toContain(`Subject: [Orthodox Resources] New order ${number}: $21.50`);
    // The shipping the buyer paid, so that the lines add up to the total.
    expect(alert).toContain('Shipping: $5.00\nTotal: $21.50');
    expect(alert).toContain('1 x Rope (physical), $12.00 each: $12.00 [TO SHIP]');
    expect(alert).toContain('1 x Akathist (digital), $4.50 each: $4.50\n');
    expect(alert).toContain(`https://shop.example/admin/orders/${number}`);
  });

  it('says when a paid order needs attention, and what resolves it', async () => {
    const { app, readOutbox } = await buildTestApp({ OWNER_EMAIL: OWNER });
    const rope = await createProduct({ name: 'Rope', format: 'physical', price: 12, stock: 2 });

    // The hold lapses while the buyer pays, and another buyer takes both ropes meanwhile.
    await buyDemo(app, [cartLine(rope)], 'reader@example.org', {
      beforePaying: async () => {
        await lapseHolds();
        await holdInCheckout(app, [cartLine(rope, { quantity: 2 })]);
      },
    });

    const alert = (await readOutbox()).find((email) => email.includes(`To: ${OWNER}`));
    expect(alert).toContain('(needs attention)');
    expect(alert).toContain('Needs attention: Out of stock: 1 x "Rope"');
  });

  it('alerts on a failed confirmation email, and sends nothing without OWNER_EMAIL', async () => {
    const sent: string[] = [];
    const { app } = await buildTestApp(
      { OWNER_EMAIL: OWNER },
      {
        mailer: {
          send: (message) => {
            if (message.to !== OWNER) return Promise.reject(new Error('SMTP refused the buyer'));
            sent.push(message.subject);
            return Promise.resolve({ messageId: 'ok' });
          },
        },
      },
    );
    const number = await buyDemo(app, [cartLine(await createProduct())]);

    expect(sent).toEqual([
      expect.stringContaining(`New order ${number}`),
      `[Orthodox Resources] Order ${number} needs attention`,
    ]);

    const quiet = await buildTestApp();
    await buyDemo(quiet.app, [cartLine(await createProduct())]);
    expect(await quiet.readOutbox()).toHaveLength(1);
  });
});

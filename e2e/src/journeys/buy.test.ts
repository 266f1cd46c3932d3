import { describe, expect, it } from 'vitest';
import { cityLine, fillDeliveryAddress } from '../support/checkout';
import { findInOutbox, isPdf } from '../support/files';
import { atPath, gone, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const DIGITAL = {
  name: 'Morning and Evening Prayers',
  path: '/product/morning-and-evening-prayers?format=digital',
};
const PHYSICAL = {
  name: 'A Family Prayer Book',
  path: '/product/family-prayer-book?format=physical',
};

describe('buy', () => {
  it('buys a digital and a physical item in demo mode, downloads the digital one and takes the physical one from stock', async () => {
    const page = await shop.visit();
    const main = page.locator('main');

    await page.goto(PHYSICAL.path);
    await seeHeading(page, PHYSICAL.name);
    const stockLine = main.getByText(/^In stock: \d+$/);
    await see(stockLine);
    const stockBefore = Number((await stockLine.innerText()).replace(/\D/g, ''));
    expect(stockBefore).toBeGreaterThan(3);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(main.getByRole('status').getByText('Added to your cart.'));

    await page.goto(DIGITAL.path);
    await seeHeading(page, DIGITAL.name);
    await see(main.getByText('$4.99'));
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(page.getByRole('button', { name: 'Open cart, 2 items' }));
    expect(await page.getByTestId('cart-badge').innerText()).toBe('2');

    // The drawer: one line per item, with format, quantity, price × quantity and subtotal.
    await page.getByRole('button', { name: 'Open cart, 2 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await see(drawer);
    const lines = drawer.getByRole('listitem');
    expect(await lines.count()).toBe(2);
    const book = lines.filter({ hasText: PHYSICAL.name });
    const prayers = lines.filter({ hasText: DIGITAL.name });
    expect(await book.innerText()).toMatch(
      /Physical[\s\S]*Quantity: 1[\s\S]*\$12\.00 × 1[\s\S]*Subtotal: \$12\.00/,
    );
    expect(await prayers.innerText()).toMatch(
      /Digital[\s\S]*Quantity: 1[\s\S]*\$4\.99 × 1[\s\S]*Subtotal: \$4\.99/,
    );
    // A physical item ships at the owner's flat rate (the default $5.00 below $50).
    await see(drawer.getByText('Shipping'));
    expect(await drawer.getByTestId('cart-total').innerText()).toBe('$21.99');

    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await atPath(page, '/checkout');
    await gone(drawer);

    // Demo payment: an email address, the delivery address and the Pay button.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await see(summary);
    expect(await summary.innerText()).toMatch(/Shipping\s*\$5\.00\s*Total\s*\$21\.99/);
    const payment = page.getByRole('region', { name: 'Demo Payment' });
    await see(payment);
    const buyer = `buyer-${Date.now()}@example.com`;
    await payment.getByLabel('Email address').fill(buyer);
    // Paying without the address is refused field by field, and nothing is lost.
    await payment.getByRole('button', { name: 'Pay $21.99' }).click();
    await see(payment.getByText('Full name is required'));
    expect(await payment.getByLabel('Email address').inputValue()).toBe(buyer);
    const address = await fillDeliveryAddress(page);
    await payment.getByRole('button', { name: 'Pay $21.99' }).click();

    await atPath(page, /^\/return\?session_id=/);
    await seeHeading(page, 'Thank You for Your Order');
    await see(main.getByText(`A confirmation email will be sent to ${buyer}.`));
    const orderNumber = await main.getByText(/^OR-\d+$/).innerText();
    // Where the physical item goes, and what its shipping cost.
    const delivery = main.getByRole('region', { name: 'Delivery' });
    await see(delivery);
    const where = await delivery.innerText();
    for (const part of [address.fullName, address.line1, cityLine(address)]) {
      expect(where).toContain(part);
    }
    expect(where).toContain('United States');
    expect(where).toMatch(/Shipping:\s*\$5\.00/);
    await see(main.getByRole('link', { name: 'orders@orthodox-resources.example' }));
    await gone(page.getByTestId('cart-badge'));

    // The digital item's download is a PDF; the physical item has none.
    const downloads = page.getByRole('region', { name: 'Your Downloads' });
    await see(downloads);
    const links = downloads.getByRole('link', { name: /^Download/ });
    expect(await links.count()).toBe(1);
    // And the way back to them later: the buyer's library.
    expect(await downloads.getByRole('link', { name: 'My downloads' }).getAttribute('href')).toBe(
      '/downloads',
    );
    const href = await links.first().getAttribute('href');
    expect(href).toBeTruthy();
    expect(await links.first().getAttribute('target')).toBe('_blank');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(isPdf(await file.body())).toBe(true);

    // The confirmation went to the buyer (the outbox in development).
    const email = await findInOutbox(shop.dataDir, buyer);
    expect(email).toContain(DIGITAL.name);
    // Quoted-printable wraps long lines with a soft break (`=` at the line's end).
    const text = email.replace(/=\r?\n/g, '');
    expect(text).toContain(`Order ${orderNumber}`);
    expect(text).toContain('Shipping: $5.00');
    expect(text).toContain('Total: $21.99');
    expect(text).toContain(
      `Physical items will be sent to: ${address.fullName}, ${address.line1}, ${address.line2}, ${cityLine(address)}, United States.`,
    );

    // One physical copy fewer, seen by a new visitor: the buyer's own browser keeps the answer it
    // was given before the purchase (the api's catalogue Cache-Control is max-age=30 with
    // stale-while-revalidate), so it would still show the old count for a while.
    const next = await shop.visit();
    await next.goto(PHYSICAL.path);
    await seeHeading(next, PHYSICAL.name);
    await see(next.locator('main').getByText(`In stock: ${stockBefore - 1}`));
  });
});

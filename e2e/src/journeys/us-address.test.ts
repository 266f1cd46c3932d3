import { describe, expect, it } from 'vitest';
import { logIn } from '../support/admin';
import { fillDeliveryAddress, SPRINGFIELD_WITHOUT_STATE } from '../support/checkout';
import { findMailInOutbox, sentTo } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const PHYSICAL = {
  name: 'A Family Prayer Book',
  path: '/product/family-prayer-book?format=physical',
};

describe('a US address', () => {
  it('is refused on a phone without its State, then paid with it and shown "Springfield, IL 62701" on the thank-you page, in the email and at the order desk', async () => {
    const buyerEmail = `us-address-${Date.now().toString(36)}@example.com`;
    const page = await shop.visit({ phone: true });
    const main = page.locator('main');

    await page.goto(PHYSICAL.path);
    await seeHeading(page, PHYSICAL.name);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(main.getByRole('status').getByText('Added to your cart.'));
    await page.goto('/checkout');

    // The address as the US writes it: City, State and ZIP code, and no State left out.
    const payment = page.getByRole('region', { name: 'Demo Payment' });
    await see(payment);
    await payment.getByLabel('Email address').fill(buyerEmail);
    await fillDeliveryAddress(page, SPRINGFIELD_WITHOUT_STATE);
    await payment.getByRole('button', { name: /^Pay / }).click();
    const state = payment.getByLabel('State', { exact: true });
    const refusal = payment.getByText('State is required');
    await see(refusal);
    // Said at the field itself: its description, and on the phone's screen with it.
    const describedBy = (await state.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('State is required');
    const box = await refusal.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844, 'the refusal is on screen').toBe(true);
    await atPath(page, '/checkout');

    await state.selectOption({ label: 'Illinois' });
    await payment.getByRole('button', { name: /^Pay / }).click();
    await atPath(page, /^\/return\?session_id=/);
    await seeHeading(page, 'Thank You for Your Order');
    const orderNumber = (await main.getByText(/^OR-\d+$/).innerText()).trim();
    const delivery = main.getByRole('region', { name: 'Delivery' });
    await see(delivery.getByText('Springfield, IL 62701', { exact: true }));

    const mail = await findMailInOutbox(
      shop.dataDir,
      (message) => sentTo(message, buyerEmail) && Boolean(message.subject?.includes(orderNumber)),
    );
    expect(mail.text).toContain(
      'Physical items will be sent to: Sophia Reader, 200 Capitol Avenue, Springfield, IL 62701, United States.',
    );
    expect(mail.html).toContain('Springfield, IL 62701');

    const admin = await shop.visit({ phone: true });
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto(`/admin/orders/${orderNumber}`);
    await seeHeading(admin, `Order ${orderNumber}`);
    await see(admin.getByText('Springfield, IL 62701', { exact: true }));
  });
});

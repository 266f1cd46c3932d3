import { describe, expect, it } from 'vitest';
import { payInDemo } from '../support/demo-pay';
import { findInOutbox } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const STUDY = {
  name: 'In the Beginning: Genesis with the Fathers',
  path: '/product/genesis-with-the-fathers?format=digital',
};

describe('pay what you can', () => {
  it.each([
    ['a phone', true],
    ['a desktop', false],
  ])(
    'buys a study at the amount chosen on %s: less than the least is refused, the cart and receipt keep the amount',
    async (_, phone) => {
      const buyer = `pwyc-${phone ? 'phone' : 'desktop'}-${Date.now().toString(36)}@example.com`;
      const page = await shop.visit({ phone });
      const main = page.locator('main');
      await page.goto(STUDY.path);
      await seeHeading(page, STUDY.name);
      await see(main.getByText('Pay what you can', { exact: true }));

      // The suggestion is filled in; less than the least price is refused, in words.
      const amount = main.getByRole('textbox', { name: 'Pay what you can (US dollars)' });
      expect(await amount.inputValue()).toBe('10.00');
      await see(main.getByText('Suggested $10.00. The least is $3.00.'));
      await amount.fill('2');
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await see(main.getByRole('alert').getByText('The least you can pay for this is $3.00.'));
      await see(page.getByRole('button', { name: 'Open cart', exact: true }));

      await amount.fill('7.50');
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await see(main.getByRole('status').getByText('Added to your cart.'));
      await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await see(drawer.getByText('Pay what you can (suggested $10.00)'));
      expect(await drawer.getByTestId('cart-total').innerText()).toBe('$7.50');

      // The amount survives a reload: the cart line keeps it.
      await page.reload();
      await seeHeading(page, STUDY.name);
      await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
      expect(await drawer.getByTestId('cart-total').innerText()).toBe('$7.50');
      await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await atPath(page, '/checkout');

      const summary = page.getByRole('region', { name: 'Order Summary' });
      await see(summary.getByText('Pay what you can (suggested $10.00)'));
      const { orderNumber } = await payInDemo(page, { email: buyer, total: '$7.50' });
      await see(main.getByText('Pay what you can (suggested $10.00)'));
      expect(await main.innerText()).toMatch(/Genesis with the Fathers[\s\S]*\$7\.50/);

      const confirmation = await findInOutbox(shop.dataDir, orderNumber);
      expect(confirmation).toContain('Pay what you can (suggested $10.00)');
      expect(confirmation).toContain('$7.50');
    },
  );
});

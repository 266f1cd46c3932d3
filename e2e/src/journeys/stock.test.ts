import { describe, expect, it } from 'vitest';
import { fillDeliveryAddress } from '../support/checkout';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('stock', () => {
  it('shows "Currently Unavailable" and no purchase buttons for an out-of-stock item', async () => {
    const page = await shop.visit();
    await page.goto('/product/paschal-hours?format=physical');
    await seeHeading(page, 'The Paschal Hours');
    const main = page.locator('main');
    await see(main.getByText('Currently Unavailable'));
    await see(main.getByText('$3.00'));
    for (const name of ['Add to Cart', 'Buy Now', 'Get Free Resource']) {
      expect(await main.getByRole('button', { name }).count(), name).toBe(0);
    }
  });

  it('warns that a low-stock item is nearly gone and still sells it', async () => {
    const page = await shop.visit();
    await page.goto('/product/prayers-in-time-of-need?format=physical');
    await seeHeading(page, 'Prayers in Time of Need');
    const main = page.locator('main');
    await see(main.getByText('Only 2 left'));

    // Buy Now checks out this item alone, whatever else is in the cart.
    await main.getByRole('button', { name: 'Buy Now' }).click();
    await atPath(page, /^\/checkout\?buy=[0-9a-f]{24}&format=physical$/);
    const payment = page.getByRole('region', { name: 'Demo Payment' });
    await see(payment);
    await payment.getByLabel('Email address').fill('low-stock@example.com');
    await fillDeliveryAddress(page);
    // $6.00 and the flat $5.00 shipping.
    await payment.getByRole('button', { name: 'Pay $11.00' }).click();
    await seeHeading(page, 'Thank You for Your Order');

    const next = await shop.visit();
    await next.goto('/product/prayers-in-time-of-need?format=physical');
    await seeHeading(next, 'Prayers in Time of Need');
    await see(next.locator('main').getByText('Only 1 left'));
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, storeSession } from '../support/admin';
import { fillDeliveryAddress } from '../support/checkout';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

/** Sets the Paschal Hours' booklet stock from the products list, as the owner does. */
async function setStockFromList(page: Page, stock: string): Promise<void> {
  await page.goto('/admin/products?q=paschal&format=physical');
  await seeHeading(page, 'Manage Products');
  const box = page.getByRole('textbox', { name: 'Stock of The Paschal Hours (Physical)' });
  await see(box);
  await box.fill(stock);
  await box.press('Enter');
  await see(
    page
      .getByRole('status')
      .filter({ hasText: `Stock of The Paschal Hours (Physical) saved: ${stock}.` }),
  );
  await see(box.locator('xpath=ancestor::tr').getByText('Saved', { exact: true }));
  // The list is as the owner left it.
  expect(new URL(page.url()).search).toBe('?q=paschal&format=physical');
}

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

  it('restocks from the products list on a phone, and the store sells it again', async () => {
    const session = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
    const owner = await shop.visit({ phone: true });
    await storeSession(owner, session);
    await setStockFromList(owner, '25');

    const buyer = await shop.visit();
    await buyer.goto('/product/paschal-hours?format=physical');
    await seeHeading(buyer, 'The Paschal Hours');
    await see(buyer.locator('main').getByRole('button', { name: 'Add to Cart' }));
    expect(await buyer.locator('main').getByText('Currently Unavailable').count()).toBe(0);

    // Out of stock again, as the seed has it, for the journeys after this one.
    await setStockFromList(owner, '0');
    const later = await shop.visit();
    await later.goto('/product/paschal-hours?format=physical');
    await see(later.locator('main').getByText('Currently Unavailable'));
  });
});

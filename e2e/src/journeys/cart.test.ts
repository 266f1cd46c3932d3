import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken } from '../support/admin';
import { atPath, gone, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

/** The admin api, for arranging a product of the journey's own and changing its stock. */
async function adminApi(path: string, method: 'POST' | 'PATCH', body: unknown): Promise<unknown> {
  const token = await apiToken(shop.url, shop.admin.email, shop.admin.password);
  const response = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A physical item of this journey's own, so that no other journey's purchase changes its stock
 * (the journeys share one shop).
 */
async function physicalItem(name: string, stock: number) {
  const product = (await adminApi('/products', 'POST', {
    name,
    format: 'physical',
    price: 7,
    stock,
    category: 'booklets',
    noImage: true,
  })) as { _id: string; slug: string };
  // A new product is a draft until it is made live.
  await adminApi(`/products/${product._id}/publish`, 'POST', {});
  return {
    ...product,
    name,
    path: `/product/${product.slug}?format=physical`,
    setStock: (next: number) => adminApi(`/products/${product._id}`, 'PATCH', { stock: next }),
  };
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Open cart/ });
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

async function openDrawer(page: Page) {
  await cartButton(page).click();
  return see(drawerOf(page));
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await gone(drawerOf(page));
}

describe('cart', () => {
  it('raises a quantity with + up to the stock and refuses to go past it', async () => {
    const item = await physicalItem(`Prayer Rope ${Date.now()}`, 3);
    const page = await shop.visit();
    const main = page.locator('main');
    await page.goto(item.path);
    await seeHeading(page, item.name);
    await see(main.getByText('Only 3 left'));

    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(main.getByRole('status').getByText('Added to your cart.'));
    const drawer = await openDrawer(page);
    const more = drawer.getByRole('button', { name: `One more ${item.name}` });
    await more.click();
    await see(drawer.getByText('Quantity: 2'));
    await more.click();
    await see(drawer.getByText('Quantity: 3'));
    // The page said "Only 3 left": the drawer stops there too, and says why.
    expect(await more.isDisabled()).toBe(true);
    await see(drawer.getByText('3 is the most we can sell you.'));
    // Three at $7.00, and the flat $5.00 shipping of an order with a physical item.
    await expect.poll(() => drawer.getByTestId('cart-total').innerText()).toBe('$26.00');
    await closeDrawer(page);

    // Adding once more says plainly that nothing more can be added.
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(
      main.getByRole('status').getByText('Your cart already holds all 3 left, so none was added.'),
    );
    await see(page.getByRole('button', { name: 'Open cart, 3 items' }));
  });

  it('marks a line the shop can no longer sell as asked and fixes it in one click', async () => {
    const item = await physicalItem(`Icon Print ${Date.now()}`, 3);
    const page = await shop.visit();
    await page.goto(item.path);
    await seeHeading(page, item.name);
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
    let drawer = await openDrawer(page);
    const more = drawer.getByRole('button', { name: `One more ${item.name}` });
    await more.click();
    await more.click();
    await see(drawer.getByText('Quantity: 3'));
    await closeDrawer(page);

    // Two copies go elsewhere (another sale, or the owner's count): one is left.
    await item.setStock(1);
    drawer = await openDrawer(page);
    const problem = drawer.getByRole('alert');
    await see(problem.getByText('Only 1 left, so we cannot sell you 3.'));
    await problem.getByRole('button', { name: `Change to 1 of ${item.name}` }).click();
    await gone(problem);
    await see(drawer.getByText('Quantity: 1'));
    // One at $7.00, and the flat $5.00 shipping.
    await expect.poll(() => drawer.getByTestId('cart-total').innerText()).toBe('$12.00');
    await closeDrawer(page);

    // Then none is left: the line offers its removal.
    await item.setStock(0);
    drawer = await openDrawer(page);
    await see(drawer.getByRole('alert').getByText('This item is no longer available.'));
    await drawer
      .getByRole('alert')
      .getByRole('button', { name: `Remove ${item.name}` })
      .click();
    await see(drawer.getByText('Your cart is empty.'));
  });

  it('buys only the item of Buy Now and keeps the rest of the cart for later', async () => {
    const page = await shop.visit();
    const main = page.locator('main');
    await page.goto('/product/akathist-to-the-theotokos?format=digital');
    await seeHeading(page, 'Akathist Hymn to the Most Holy Theotokos');
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(page.getByRole('button', { name: 'Open cart, 1 item' }));

    await page.goto('/product/psalms-for-the-journey?format=digital');
    await seeHeading(page, 'The Psalter for the Journey: Praying the Psalms');
    await see(main.getByText('Instant download'));
    await main.getByRole('button', { name: 'Buy Now' }).click();
    await atPath(page, /^\/checkout\?buy=[0-9a-f]{24}&format=digital$/);

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await see(summary);
    expect(await summary.innerText()).toMatch(/The Psalter for the Journey[\s\S]*Total\s*\$9\.00/);
    expect(await summary.innerText()).not.toContain('Akathist');
    await see(
      main.getByText('You are buying this item on its own. Your cart is kept as it is, for later.'),
    );
    const payment = page.getByRole('region', { name: 'Demo Payment' });
    await see(payment);
    await payment.getByLabel('Email address').fill(`buy-now-${Date.now()}@example.com`);
    await payment.getByRole('button', { name: 'Pay $9.00' }).click();
    await seeHeading(page, 'Thank You for Your Order');

    // The cart still holds the other item, and only it.
    const drawer = await openDrawer(page);
    const lines = drawer.getByRole('listitem');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().innerText()).toContain('Akathist Hymn to the Most Holy Theotokos');
    expect(await drawer.getByTestId('cart-total').innerText()).toBe('$3.99');
  });
});

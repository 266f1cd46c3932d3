import { describe, expect, it } from 'vitest';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('bad paths', () => {
  it('shows "Resource Not Found" for an unknown product, with a way back', async () => {
    const page = await shop.visit();
    const response = await page.goto('/product/no-such-resource?format=digital');
    expect(response?.status()).toBe(404);
    await seeHeading(page, 'Resource Not Found');
    // Opened directly there is no history in the shop: Go Back leads to the store.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await atPath(page, '/store');
  });

  it('shows the 404 page for an unknown address', async () => {
    const page = await shop.visit();
    const response = await page.goto('/no/such/page');
    // The server renders the not-found page and answers with its status, for search engines.
    expect(response?.status()).toBe(404);
    await seeHeading(page, 'Page Not Found');
    await see(page.getByText('404', { exact: true }));
    expect(await page.title()).toBe('Page Not Found · Orthodox Resources');
    await page.getByRole('link', { name: 'Return home' }).click();
    await atPath(page, '/');
  });

  it('shows nothing for a tampered checkout session id', async () => {
    const page = await shop.visit();
    const statusAnswer = page.waitForResponse((response) =>
      response.url().includes('/session-status'),
    );
    await page.goto('/return?session_id=cs_demo_tampered0000000000000000');
    expect((await statusAnswer).ok()).toBe(false);
    await see(page.getByRole('navigation', { name: 'Resources' }));
    // Give the page time to render whatever it would have rendered.
    await page.waitForTimeout(500);
    const main = page.locator('main');
    expect((await main.innerText()).trim()).toBe('');
    expect(await page.getByText('Thank You for Your Order').count()).toBe(0);
    expect(await main.getByRole('link').count()).toBe(0);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from '../support/axe';
import { expiredDownloadLink } from '../support/download-links';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

/**
 * Opens an address the api answers itself: its page has no React to wait for, so the frame's
 * own `goto` rather than the page's (which waits for hydration, support/browser.ts).
 */
const openServicePage = (page: Page, path: string) =>
  page.mainFrame().goto(new URL(path, shop.url).href);

const expiredLink = () =>
  expiredDownloadLink(shop.url, shop.dataDir, 'morning-and-evening-prayers');

describe('a download link that no longer works', () => {
  it('shows a person on a phone a page saying so, with the way to My downloads', async () => {
    const link = await expiredLink();
    const page = await shop.visit({ phone: true });

    const response = await openServicePage(page, link);

    expect(response?.status()).toBe(410);
    await seeHeading(page, 'This link has expired');
    expect(await page.title()).toBe('This link has expired · Orthodox Resources');
    await see(page.getByRole('link', { name: /^orders@/ }));
    // Readable at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const summary = await checkAccessibility(page, 'download error (phone)');
    expect(summary.violations).toEqual([]);

    await page.getByRole('link', { name: 'Get a new link from My downloads' }).click();
    await atPath(page, '/downloads');
    await seeHeading(page, 'My Downloads');
  });

  it('answers an API client the same JSON as before', async () => {
    const link = await expiredLink();

    const response = await fetch(`${shop.url}${link}`, {
      headers: { Accept: 'application/json' },
    });

    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      message: 'This download link has expired. Please request a new one.',
    });
  });

  it('says plainly that a made-up link is not valid', async () => {
    const page = await shop.visit({ phone: true });

    const response = await openServicePage(page, '/api/downloads/not-a.real-link');

    expect(response?.status()).toBe(403);
    await seeHeading(page, 'This link is not valid');
    await see(page.getByRole('link', { name: 'Get a new link from My downloads' }));
  });
});

describe('a title at its plain address', () => {
  it('shows a physical-only product on a phone', async () => {
    const page = await shop.visit({ phone: true });

    const response = await page.goto('/product/beeswax-candles');

    expect(response?.status()).toBe(200);
    await seeHeading(page, 'Pure Beeswax Prayer Candles (Bundle of 12)');
    await see(page.getByText(/Format:\s*Physical/));
    await see(page.locator('main').getByRole('button', { name: 'Add to Cart' }));
  });
});

import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadBytes, isPdf } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('free resource', () => {
  it('opens the download of a free resource in a new tab, and the file is a PDF', async () => {
    const page = await shop.visit();
    await page.goto('/freebies');
    await seeHeading(page, 'Free Resources');
    const card = page.getByRole('listitem').filter({ hasText: 'Morning Prayer Card' });
    await see(card.getByText('FREE'));
    await card.getByRole('link', { name: /^Get Free Resource/ }).click();
    await atPath(page, '/product/morning-prayer-card?format=digital');
    await seeHeading(page, 'Morning Prayer Card');

    const main = page.locator('main');
    // Free items have no cart buttons.
    expect(await main.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);

    // The new tab is opened by the click and pointed at the file once its address arrives; the
    // browser then downloads it.
    const downloaded = new Promise<Download>((resolve) => {
      page.context().once('page', (tab) => tab.once('download', resolve));
    });
    await main.getByRole('button', { name: 'Get Free Resource' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('morning-prayer-card.pdf');
    expect(isPdf(await downloadBytes(download))).toBe(true);

    // The page also offers the link, in case a pop-up blocker stopped the tab.
    const status = main
      .getByRole('status')
      .filter({ hasText: 'Your download has opened in a new tab.' });
    await see(status);
    const href = await status
      .getByRole('link', { name: 'open your download here' })
      .getAttribute('href');
    expect(href).toBe(download.url());
  });
});

import { describe, expect, it } from 'vitest';
import { downloadBytes, isPdf } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe('free resource', () => {
  it('downloads a free resource from its page, leaving no blank tab, and the file is a PDF', async () => {
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

    // The file downloads from the page itself: no tab is opened, none is left blank.
    const downloaded = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Get Free Resource' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('morning-prayer-card.pdf');
    expect(isPdf(await downloadBytes(download))).toBe(true);
    expect(page.context().pages()).toEqual([page]);
    await atPath(page, '/product/morning-prayer-card?format=digital');

    // The page also offers the link, in case the browser held the download back.
    const status = main.getByRole('status').filter({ hasText: 'Your download has started.' });
    await see(status);
    const href = await status.getByRole('link', { name: 'download it here' }).getAttribute('href');
    expect(href).toBe(download.url());
  });
});

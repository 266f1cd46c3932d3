import { describe, expect, it } from 'vitest';
import { payInDemo } from '../support/demo-pay';
import { downloadBytes, isPdf } from '../support/files';
import { askForLink, askForm, openLink, signInLinkFor } from '../support/library';
import { atPath, gone, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const DIGITAL = {
  name: 'Morning and Evening Prayers',
  path: '/product/morning-and-evening-prayers?format=digital',
};

describe('my downloads', () => {
  it('signs a buyer in by emailed link, lists and downloads the item, signs out, and refuses the link a second time', async () => {
    const buyerEmail = `library-${Date.now().toString(36)}@example.com`;
    const page = await shop.visit();
    await page.goto(DIGITAL.path);
    await seeHeading(page, DIGITAL.name);
    await page.locator('main').getByRole('button', { name: 'Buy Now' }).click();
    await atPath(page, /^\/checkout\?buy=/);
    const { orderNumber } = await payInDemo(page, { email: buyerEmail, total: '$4.99' });

    // Later, from the thank-you page's link: ask for a sign-in link.
    await page.getByRole('main').getByRole('link', { name: 'My downloads' }).click();
    await atPath(page, '/downloads');
    await seeHeading(page, 'My Downloads');
    await askForLink(page, buyerEmail);

    const link = await signInLinkFor(shop.dataDir, buyerEmail);

    // The link opens the library once the buyer presses its button.
    await openLink(page, link);
    await atPath(page, '/downloads');
    await seeHeading(page, 'My Downloads');
    await see(page.getByText(`Signed in as ${buyerEmail}.`));
    const library = page.getByRole('list', { name: 'Your downloads' });
    const item = library.getByRole('listitem').filter({ hasText: DIGITAL.name });
    await see(item);
    expect(await library.getByRole('listitem').count()).toBe(1);
    expect(await item.innerText()).toContain(`Digital · Order ${orderNumber}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: `Download ${DIGITAL.name}` }).click(),
    ]);
    expect(isPdf(await downloadBytes(download))).toBe(true);

    // Signing out ends the session: the page asks for an address again, also on a new visit.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await see(askForm(page));
    await gone(library);
    await page.goto('/downloads');
    await seeHeading(page, 'My Downloads');
    await see(askForm(page));
    expect(await page.getByRole('list', { name: 'Your downloads' }).count()).toBe(0);

    // The same link a second time is refused, with the way on.
    await openLink(page, link);
    await seeHeading(page, 'This Link Cannot Be Used');
    await see(
      page
        .getByRole('alert')
        .getByText(
          'This sign-in link has already been used. Each link works once: please ask for a new one.',
        ),
    );
    await see(page.getByRole('link', { name: 'Ask for a new link' }));
    expect(await page.getByRole('list', { name: 'Your downloads' }).count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { findInOutbox } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const DIGITAL = {
  name: 'Morning and Evening Prayers',
  path: '/product/morning-and-evening-prayers?format=digital',
};

/** A week from now as `YYYY-MM-DD` and in words: any time zone's today is behind it. */
function nextWeek() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  return {
    iso: day.toISOString().slice(0, 10),
    words: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day),
  };
}

describe('a gift', () => {
  it('buys a download as a gift on a phone: the thank-you page and the confirmation say for whom and when', async () => {
    const page = await shop.visit({ phone: true });
    const main = page.locator('main');
    await page.goto(DIGITAL.path);
    await seeHeading(page, DIGITAL.name);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(main.getByRole('status').getByText('Added to your cart.'));
    await page.goto('/checkout');
    const payment = page.getByRole('region', { name: 'Demo Payment' });
    await see(payment);

    const gift = page.getByRole('region', { name: 'Gift' });
    await gift.getByRole('checkbox', { name: /This is a gift/ }).check();
    // Refused on the page first, field by field.
    await gift.getByRole('button', { name: 'Continue with this gift' }).click();
    await see(gift.getByText("Recipient's name must be the recipient's name"));
    const day = nextWeek();
    const recipient = `maria-${Date.now()}@example.com`;
    await gift.getByLabel("Recipient's name").fill('Maria');
    await gift.getByLabel("Recipient's email address").fill(recipient);
    await gift.getByLabel('Your name, as they will see it').fill('John');
    await gift.getByLabel('Your message (optional)').fill('For the feast, with love.');
    await gift.getByLabel('Delivery date').fill(day.iso);
    await gift.getByRole('button', { name: 'Continue with this gift' }).click();
    await see(gift.getByText(`A gift for Maria (${recipient}): we will send it on ${day.words}.`));
    // Nothing is wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    const buyer = `john-${Date.now()}@example.com`;
    await see(payment.getByRole('button', { name: /^Pay/ }));
    await payment.getByLabel('Email address').fill(buyer);
    await payment.getByRole('button', { name: /^Pay/ }).click();

    await atPath(page, /^\/return\?session_id=/);
    await seeHeading(page, 'Thank You for Your Order');
    await see(
      main.getByText(
        `This is a gift for Maria. We will send it to Maria on ${day.words}, with your message, and send you a copy.`,
      ),
    );
    // The links are Maria's: the buyer is given none.
    expect(await page.getByRole('region', { name: 'Your Downloads' }).count()).toBe(0);

    const email = (await findInOutbox(shop.dataDir, buyer)).replace(/=\r?\n/g, '');
    expect(email).toContain('This is a gift for Maria.');
    expect(email).not.toContain('/api/downloads/');
  });
});

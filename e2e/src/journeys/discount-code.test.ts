import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from '../support/admin';
import { checkAccessibility } from '../support/axe';
import { newVisitor } from '../support/browser';
import { payInDemo } from '../support/demo-pay';
import { findInOutbox } from '../support/files';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';
import { ADMIN, startE2EStack, type E2EStack } from '../support/stack';

const shop = useShop();

/** The code's field, its refusal and its line in the summary: no axe violation at all. */
async function noAxeViolations(page: Page, screen: string): Promise<void> {
  expect((await checkAccessibility(page, screen)).violations, screen).toEqual([]);
}

/** Tuesday of Bright Week 2027, the same days on the Old calendar as on the New. */
const BRIGHT_TUESDAY = '2027-05-04';

const PRAYERS = {
  name: 'Morning and Evening Prayers',
  path: '/product/morning-and-evening-prayers?format=digital',
};

describe('a Bright Week code', () => {
  // A shop of its own, on a day of Bright Week (SITE_DATE: the preview clock the web and
  // payments follow; a site served over https refuses it).
  let stack: E2EStack | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    stack = await startE2EStack({ env: { SITE_DATE: BRIGHT_TUESDAY } });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await stack?.stop();
  });
  const visit = async () => {
    if (!stack) throw new Error('the Bright Week shop did not start');
    const context = await newVisitor(shop.browser, { baseURL: stack.url });
    contexts.push(context);
    return context.newPage();
  };

  it('is made by the admin for the season, and taken off by a buyer on the Old calendar', async () => {
    // The admin makes a code for Bright Week, read on each buyer's calendar.
    const admin = await visit();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/codes');
    await seeHeading(admin, 'Discount codes');
    const form = admin.getByRole('form', { name: 'New code' });
    await form.getByLabel(/^Code/).fill('bright-week');
    await form.getByLabel('Description (optional)').fill('Bright Week sale');
    await form.getByLabel('Percent off').fill('20');
    await form.getByLabel('When it works').selectOption('season');
    await form.getByLabel('Season').selectOption('bright-week');
    await form.getByRole('button', { name: 'Create code' }).click();
    const listed = admin.getByRole('row').filter({ hasText: 'BRIGHT-WEEK' });
    await see(listed);
    await see(listed.getByText('Bright Week, on the buyer’s calendar'));

    // A buyer who keeps the Old calendar says so on the Today line.
    const page = await visit();
    const main = page.locator('main');
    await page.goto('/');
    const calendar = page.getByRole('group', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'old' }).click();
    // The choice is kept on the device, where the checkout reads it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('calendar')), { timeout: 15_000 })
      .toBe('old');

    await page.goto(PRAYERS.path);
    await seeHeading(page, PRAYERS.name);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await see(main.getByRole('status').getByText('Added to your cart.'));
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await page
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    await atPath(page, '/checkout');
    await see(page.getByRole('region', { name: 'Demo Payment' }));

    // A code mistyped is refused by its field; the checkout goes on.
    await main.getByRole('button', { name: 'Have a discount code?' }).click();
    const code = main.getByRole('textbox', { name: 'Discount code' });
    await code.fill('bright-weak');
    await main.getByRole('button', { name: 'Apply' }).click();
    await see(main.getByText('There is no code BRIGHT-WEAK on offer now.'));
    await see(page.getByRole('button', { name: 'Pay $4.99' }));
    await noAxeViolations(page, 'checkout, a code refused');

    // 20% of $4.99 is $1.00 (to the cent): the summary and the Pay button say $3.99.
    await code.fill('bright-week');
    await main.getByRole('button', { name: 'Apply' }).click();
    await see(main.getByRole('status').getByText(/Code BRIGHT-WEEK applied: 20% off, \$1\.00\./));
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await see(summary.getByText('−$1.00'));
    expect(await summary.innerText()).toMatch(/Total\s*\$3\.99/);
    await noAxeViolations(page, 'checkout, a code applied');
    const buyer = `bright-week-${Date.now().toString(36)}@example.com`;
    const { orderNumber } = await payInDemo(page, { email: buyer, total: '$3.99' });

    // The thank-you page and the email say what the code took off.
    await see(main.getByText(/Code BRIGHT-WEEK/));
    expect(await main.innerText()).toMatch(/−\$1\.00[\s\S]*Total\s*\$3\.99/);
    await noAxeViolations(page, 'thank-you, with a code');
    if (!stack) throw new Error('no shop');
    const confirmation = await findInOutbox(stack.dataDir, orderNumber);
    expect(confirmation).toContain('Code BRIGHT-WEEK: -$1.00');
    expect(confirmation).toContain('Total: $3.99');

    // The admin sees the use.
    await admin.reload();
    await see(listed.getByText(/^1 used/));
  }, 180_000);
});

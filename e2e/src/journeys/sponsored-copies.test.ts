import { describe, expect, it } from 'vitest';
import { logIn } from '../support/admin';
import { findMailInOutbox, sentTo } from '../support/files';
import { askForManageLink, manageLinkFor } from '../support/giving';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const POOL = 'Prayer books for prisons';

describe('sponsored copies', () => {
  it('sponsors 10 copies, the owner sends them, and the donor reads where they went', async () => {
    const donor = `sponsor-${Date.now().toString(36)}@example.com`;
    const page = await shop.visit();
    await page.goto('/donate');
    await seeHeading(page, 'Give Gracefully');
    await page.getByRole('button', { name: 'Sponsor copies' }).click();
    const form = page.getByRole('form', { name: 'Sponsor copies' });
    await see(form.getByText(`${POOL}: $6.50 a copy`));
    await form.getByRole('spinbutton', { name: 'Copies' }).fill('10');
    await form.getByRole('textbox', { name: /Email address/ }).fill(donor);
    await form.getByRole('button', { name: 'Give $65.00' }).click();
    await see(page.getByText(`Your gift sponsors 10 copies of ${POOL}.`));

    const receipt = await findMailInOutbox(shop.dataDir, (mail) => sentTo(mail, donor));
    expect(receipt.text).toContain(`Sponsored: 10 copies of ${POOL}`);

    // The owner sends every copy waiting (other journeys' gifts too: the oldest go first).
    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto('/admin/gifts/sponsored-copies');
    await seeHeading(admin, 'Sponsored copies');
    const pool = admin.getByRole('region', { name: POOL });
    const waiting = pool.locator('dt', { hasText: 'Waiting' }).locator('+ dd');
    await see(waiting);
    const copies = Number(await waiting.innerText());
    expect(copies).toBeGreaterThanOrEqual(10);
    const record = pool.getByRole('form', { name: `Record copies sent from ${POOL}` });
    await record.getByRole('spinbutton', { name: 'Copies' }).fill(String(copies));
    await record.getByRole('textbox', { name: 'Sent to' }).fill('St. Dismas prison ministry, Ohio');
    await record.getByRole('button', { name: 'Record copies sent' }).click();
    await see(record.getByRole('status'));
    await see(pool.locator('dt', { hasText: 'Waiting' }).locator('+ dd').getByText('0'));

    await page.goto('/donate/manage');
    await askForManageLink(page, donor);
    await page.goto(await manageLinkFor(shop.dataDir, donor));
    await page.getByRole('button', { name: 'Manage my monthly gift' }).click();
    await atPath(page, '/donate/manage');
    await see(
      page.getByText('All 10 of your copies have been sent (to St. Dismas prison ministry, Ohio).'),
    );
  });
});

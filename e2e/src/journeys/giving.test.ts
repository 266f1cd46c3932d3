import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from '../support/admin';
import { findInOutbox, findMailInOutbox, sentTo } from '../support/files';
import { askForManageLink, giveInDemo, givingForm, manageLinkFor } from '../support/giving';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const FUND = 'Printed copies for prisons';

/** The admin's "Active monthly donors" figure on /admin/gifts, once loaded. */
async function activeMonthlyDonors(page: Page): Promise<number> {
  await page.goto('/admin/gifts');
  await seeHeading(page, 'Gifts');
  const figure = page.locator('dt', { hasText: 'Active monthly donors' }).locator('+ dd');
  await see(figure);
  return Number(await figure.innerText());
}

/** The admin's gift list searched for `q`: the rows that show it. */
async function searchGifts(page: Page, q: string) {
  await page.getByRole('textbox', { name: 'Search by receipt, email or fund' }).fill(q);
  await page.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('table', { name: 'Gifts' }).getByRole('row').filter({ hasText: q });
}

describe('giving', () => {
  it('gives $25 monthly to a fund, then renews and cancels it from the manage page, signed in by email', async () => {
    const donor = `giver-${Date.now().toString(36)}@example.com`;
    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    // Other journeys may leave monthly donors: this one counts its own.
    const donorsBefore = await activeMonthlyDonors(admin);

    const page = await shop.visit();
    await page.goto('/donate');
    await seeHeading(page, 'Give Gracefully');
    await giveInDemo(page, { amount: 25, monthly: true, fund: FUND, email: donor });
    await see(page.getByText(`Your monthly gift of $25.00 to ${FUND} has been received.`));

    const receipt = await findInOutbox(shop.dataDir, `To: ${donor}`);
    expect(receipt).toContain('Receipt number: G-');
    expect(receipt).toContain(`Fund: ${FUND}`);

    expect(await activeMonthlyDonors(admin)).toBe(donorsBefore + 1);

    // Only its donor may change it: the manage link on /donate, by email.
    await page.goto('/donate');
    await page.getByRole('link', { name: 'Manage my monthly gift' }).click();
    await atPath(page, '/donate/manage');
    await seeHeading(page, 'Manage My Monthly Gift');
    await askForManageLink(page, donor);
    await page.goto(await manageLinkFor(shop.dataDir, donor));
    await page.getByRole('button', { name: 'Manage my monthly gift' }).click();
    await atPath(page, '/donate/manage');
    await see(page.getByText(`Signed in as ${donor}.`));
    const gifts = page.getByRole('list', { name: 'Your monthly gifts' });
    await see(gifts.getByRole('heading', { name: '$25.00 a month' }));
    expect(await gifts.getByRole('listitem').count()).toBe(1);
    expect(await gifts.innerText()).toContain(FUND);

    await gifts.getByRole('button', { name: 'Simulate next month’s gift' }).click();
    await see(
      page.getByRole('status').filter({ hasText: 'Next month’s gift of $25.00 is recorded' }),
    );
    const rows = await searchGifts(admin, donor);
    await expect.poll(() => rows.count()).toBe(2);
    await see(rows.filter({ hasText: 'Monthly (renewal)' }));

    await gifts.getByRole('button', { name: 'Cancel my monthly gift' }).click();
    await see(page.getByRole('status').filter({ hasText: 'Your monthly gift is cancelled.' }));
    await see(page.getByText('No active monthly gift'));

    expect(await activeMonthlyDonors(admin)).toBe(donorsBefore);
  });

  it('gives $25 covering the card fee: $26.06 is charged and the fund receives $25', async () => {
    const donor = `cover-${Date.now().toString(36)}@example.com`;
    const page = await shop.visit();
    await page.goto('/donate');
    await seeHeading(page, 'Give Gracefully');
    await page.getByRole('button', { name: 'Give on this page' }).click();
    const form = givingForm(page);
    await form.getByRole('spinbutton', { name: 'Or another amount' }).fill('25');
    // Stripe's US fee, 2.9% + 30¢, the default: $26.06 less $1.06 leaves $25.00.
    const cover = form.getByRole('checkbox', { name: 'Add $1.06 to cover card fees' });
    await see(cover);
    await see(form.getByText('So that the whole $25.00 reaches the ministry.'));
    await page.goto('/donate');

    await giveInDemo(page, { amount: 25, monthly: false, email: donor, coverFee: true });
    await see(page.getByText('Your gift of $26.06 has been received.', { exact: false }));
    await see(page.getByText('(includes $1.06 to cover card fees)', { exact: false }));

    const receipt = await findMailInOutbox(shop.dataDir, (mail) => sentTo(mail, donor));
    expect(receipt.text).toContain('includes $1.06 to cover card fees');

    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto('/admin/gifts');
    await seeHeading(admin, 'Gifts');
    const rows = await searchGifts(admin, donor);
    await expect.poll(() => rows.count()).toBe(1);
    await see(
      rows.filter({ hasText: '$26.06' }).filter({ hasText: 'includes $1.06 to cover card fees' }),
    );
  });

  it('gives in memory of someone: the card reaches the person named, and the names reach the owner’s prayer list', async () => {
    const stamp = Date.now().toString(36);
    const donor = `memory-${stamp}@example.com`;
    const recipient = `anna-${stamp}@example.com`;
    const departed = `Fr. John ${stamp}`;
    const page = await shop.visit();
    await page.goto('/donate');
    await seeHeading(page, 'Give Gracefully');

    await giveInDemo(page, {
      amount: 30,
      monthly: false,
      email: donor,
      name: 'Maria Petrova',
      tribute: {
        kind: 'In memory of',
        name: departed,
        card: { to: 'Presbytera Anna', email: recipient, message: 'He baptised all of us.' },
      },
      prayerNames: { living: ['Maria', 'Nicholas'], departed: [departed] },
    });
    await see(page.getByText(`Given in memory of ${departed}.`, { exact: false }));
    await see(
      page.getByText(`A card is on its way to Presbytera Anna (${recipient}).`, { exact: false }),
    );

    const card = await findMailInOutbox(shop.dataDir, (mail) => sentTo(mail, recipient));
    expect(card.subject).toBe(`A gift in memory of ${departed}`);
    expect(card.text).toContain(
      `Maria Petrova has made a gift to Orthodox Resources in memory of ${departed}.`,
    );
    expect(card.text).toContain('He baptised all of us.');
    expect(card.text).not.toContain('$30');
    const receipt = await findMailInOutbox(shop.dataDir, (mail) => sentTo(mail, donor));
    expect(receipt.text).toContain(`In memory of: ${departed}`);
    expect(receipt.text).toContain('Names for prayer, the living: Maria, Nicholas');

    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto('/admin/gifts');
    await seeHeading(admin, 'Gifts');
    await see((await searchGifts(admin, donor)).filter({ hasText: `In memory of ${departed}` }));
    await admin
      .getByRole('navigation', { name: 'Gifts views' })
      .getByRole('link', { name: 'Names for prayer' })
      .click();
    await atPath(admin, '/admin/gifts/prayer-names');
    await seeHeading(admin, 'Names for prayer');
    await see(
      admin
        .getByRole('region', { name: 'For the departed' })
        .getByRole('listitem')
        .filter({ hasText: departed }),
    );
    await see(admin.getByRole('button', { name: 'Print' }));
  });

  it('shows a gift given on /donate as its donor, with the total, on the admin’s donors view', async () => {
    const donor = `donor-${Date.now().toString(36)}@example.com`;
    const page = await shop.visit();
    await page.goto('/donate');
    await seeHeading(page, 'Give Gracefully');
    await giveInDemo(page, { amount: 40, monthly: false, email: donor });

    const admin = await shop.visit();
    await logIn(admin, shop.admin.email, shop.admin.password);
    await admin.goto('/admin/gifts');
    await seeHeading(admin, 'Gifts');
    await admin
      .getByRole('navigation', { name: 'Gifts views' })
      .getByRole('link', { name: 'Donors' })
      .click();
    await atPath(admin, '/admin/gifts/donors');
    await seeHeading(admin, 'Donors');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(donor);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin
      .getByRole('table', { name: 'Donors' })
      .getByRole('row')
      .filter({ hasText: donor });
    await see(row);
    // This year and all time: the one gift.
    await expect.poll(() => row.getByRole('cell', { name: '$40.00' }).count()).toBe(2);

    await row.getByRole('link', { name: donor }).click();
    await atPath(admin, `/admin/gifts/donors/${encodeURIComponent(donor)}`);
    await see(admin.getByRole('heading', { name: '1 gift' }));
    await see(admin.getByRole('table', { name: 'Gifts' }).getByRole('cell', { name: '$40.00' }));
  });
});

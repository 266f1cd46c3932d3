import { describe, expect, it } from 'vitest';
import { adminMenu, logIn } from '../support/admin';
import { PHONE } from '../support/browser';
import { see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

describe("the owner's day", () => {
  it('shows "To ship" above the fold on a phone, the menu folded behind its button', async () => {
    const page = await shop.visit({ phone: true });
    await logIn(page, shop.admin.email, shop.admin.password);

    const toShip = page.getByRole('main').getByRole('link', { name: 'To ship', exact: true });
    await see(toShip);
    const box = await toShip.boundingBox();
    expect(box).not.toBeNull();
    // Within the first screen, without scrolling.
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The menu is folded: its links hidden until the button opens it.
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await see(button);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await adminMenu(page).isVisible()).toBe(false);

    await button.click();
    await see(adminMenu(page).getByRole('link', { name: 'Orders' }));
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    expect(await adminMenu(page).isVisible()).toBe(false);

    // Following a link from the opened menu closes it and opens the screen.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await adminMenu(page).getByRole('link', { name: 'Orders' }).click();
    await seeHeading(page, 'Orders');
    expect(await adminMenu(page).isVisible()).toBe(false);
  });

  it('shows the menu as a side bar at 1280 px, with the day before the counts', async () => {
    const page = await shop.visit();
    await logIn(page, shop.admin.email, shop.admin.password);

    await see(adminMenu(page).getByRole('link', { name: 'Manage Posts' }));
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    const today = page.getByRole('heading', { name: 'Today', exact: true });
    const glance = page.getByRole('heading', { name: 'At a glance', exact: true });
    await see(today);
    const [first, second] = await Promise.all([today.boundingBox(), glance.boundingBox()]);
    expect(first!.y).toBeLessThan(second!.y);
  });
});

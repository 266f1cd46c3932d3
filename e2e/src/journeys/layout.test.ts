// The layout from a phone to a wide screen, and the keyboard's way through it: screenshots of
// home, a product and an admin table at six widths (docs/screenshots/layout-<page>-<width>.png),
// with bounding-box checks that the header holds its content and that no control is narrower than
// its text; the focus after a client navigation; the Offerings menu from the keyboard; axe.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, storeSession, type ApiSession } from '../support/admin';
import { checkAccessibility } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const WIDTHS = [320, 390, 768, 834, 1024, 1280] as const;
const SCREENSHOTS = resolve(import.meta.dirname, '../../../docs/screenshots');
const PRODUCT = '/product/family-prayer-book?format=physical';

/** Everything visible in the header that sticks out of the header's box. */
function headerOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('body header');
    if (!header) return ['no header'];
    const box = header.getBoundingClientRect();
    const out: string[] = [];
    for (const element of header.querySelectorAll('*')) {
      if (!element.checkVisibility()) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (
        rect.left < box.left - 1 ||
        rect.right > box.right + 1 ||
        rect.top < box.top - 1 ||
        rect.bottom > box.bottom + 1
      ) {
        out.push(`${element.tagName} "${element.textContent?.trim().slice(0, 30) ?? ''}"`);
      }
    }
    if (box.right > window.innerWidth + 1) out.push('the header is wider than the window');
    return out;
  });
}

/**
 * Every visible link, button and select inside `scope` whose text does not fit in it: its
 * content scrolls, its text's box reaches past the control's, (a select) the chosen option is
 * wider than the room beside the arrow, or (inside `oneLine`) its label breaks over two lines.
 */
function crampedControls(scope: Locator, oneLine?: string): Promise<string[]> {
  return scope.evaluate((root, oneLine) => {
    const out: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    for (const control of root.querySelectorAll<HTMLElement>('a, button, select, summary')) {
      if (!control.checkVisibility()) continue;
      const name = `${control.tagName} "${control.textContent?.trim().slice(0, 30) ?? ''}"`;
      const box = control.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < -1) out.push(`${name} is cut off`);
      if (control.scrollWidth > control.clientWidth + 1) out.push(`${name} scrolls its text`);
      if (control instanceof HTMLSelectElement) {
        const style = getComputedStyle(control);
        if (!canvas) continue;
        canvas.font = style.font;
        const text = canvas.measureText(control.selectedOptions[0]?.text ?? '').width;
        // The native arrow takes about 16 px beside the padding.
        const room =
          control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        if (text > room) out.push(`${name} is narrower than its text (${text} > ${room})`);
        continue;
      }
      // The visible text only: a visually hidden label (an icon button's) sits in a 1 px box.
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement?.getBoundingClientRect();
        if (!node.textContent?.trim() || !holder || (holder.width <= 1 && holder.height <= 1)) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.left < box.left - 1 || text.right > box.right + 1) {
          out.push(`${name} is narrower than its text`);
          break;
        }
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
        if (oneLine && control.closest(oneLine) && lines.size > 1) {
          out.push(`${name} breaks its text over ${lines.size} lines`);
          break;
        }
      }
    }
    return out;
  }, oneLine);
}

async function screenshot(page: Page, name: string, width: number): Promise<void> {
  // Nothing reaches past the window's right edge: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
    width,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/layout-${name}-${width}.png` });
}

/** The focused element, as "TAG text". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim() ?? ''}` : '';
  });

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** What the layout's polite live region says. */
const announced = (page: Page) =>
  page.locator('p[aria-live="polite"][aria-atomic="true"]').first().textContent();

describe('layout', () => {
  let admin: ApiSession;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    admin = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
  });

  it.each(WIDTHS)('holds the header and every control’s text at %i px', async (width) => {
    const page = await shop.visit({ phone: width < 768 });
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const header = page.locator('body header').first();

    await page.goto('/');
    await see(page.getByRole('region', { name: 'Tools for the Journey' }).getByRole('link'));
    expect(await headerOverflow(page), `header at ${width} px on /`).toEqual([]);
    expect(await crampedControls(header, 'nav'), `header controls at ${width} px`).toEqual([]);
    await screenshot(page, 'home', width);

    await page.goto(PRODUCT);
    await see(page.getByRole('button', { name: 'Add to Cart' }));
    expect(await headerOverflow(page), `header at ${width} px on a product`).toEqual([]);
    await screenshot(page, 'product', width);

    await storeSession(page, admin);
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    await see(table.getByRole('combobox', { name: /^Role for / }));
    expect(await crampedControls(table), `users table at ${width} px`).toEqual([]);
    const remove = table.getByRole('button', { name: /^Delete / }).first();
    const box = await remove.boundingBox();
    expect(box && box.x + box.width <= width).toBe(true);
    await table.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'admin-users', width);
  });

  it('moves the focus to the new page’s heading and announces its title after a click in the header', async () => {
    const page = await shop.visit();
    await page.goto('/');
    await see(page.getByRole('region', { name: 'Tools for the Journey' }).getByRole('link'));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();

    await atPath(page, '/about');
    await seeHeading(page, 'Our Mission');
    await expect.poll(() => focused(page)).toBe('H1 Our Mission');
    const title = await page.title();
    expect(title).toMatch(/Orthodox Resources/);
    await expect.poll(() => announced(page)).toBe(title);
  });

  it('leaves the focus where it is on the first page', async () => {
    const page = await shop.visit();
    await page.goto('/store');
    await see(page.getByRole('heading', { level: 1 }));
    expect(await focused(page)).toMatch(/^BODY/);
    expect(await announced(page)).toBe('');
  });

  it('runs the Offerings menu from the keyboard', async () => {
    const page = await shop.visit();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Offerings' });
    const menu = page.getByRole('menu', { name: 'Offerings' });
    const items = menu.getByRole('menuitem');
    await button.focus();

    await page.keyboard.press('ArrowDown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await isFocused(items.first())).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(items.last())).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(items.first())).toBe(true);
    await page.keyboard.press('End');
    expect(await isFocused(items.last())).toBe(true);
    await page.keyboard.press('Home');
    expect(await isFocused(items.first())).toBe(true);

    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(button)).toBe(true);

    await page.keyboard.press('ArrowUp');
    expect(await isFocused(items.last())).toBe(true);
    await page.keyboard.press('Tab');
    expect(await menu.count()).toBe(0);
    expect(await focused(page)).toBe('A Store');

    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const second = await items.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await atPath(page, second ?? '');
    await expect.poll(() => focused(page)).toMatch(/^H1 /);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('has no axe violations on home, a product and the users table (%s)', async (_, viewport) => {
    const page = await shop.visit({ phone: viewport === PHONE });
    await page.goto('/');
    await see(page.getByRole('region', { name: 'Tools for the Journey' }).getByRole('link'));
    const home = await checkAccessibility(page, `home ${viewport.width}`);
    await page.goto(PRODUCT);
    await see(page.getByRole('button', { name: 'Add to Cart' }));
    const product = await checkAccessibility(page, `product ${viewport.width}`);
    await storeSession(page, admin);
    await page.goto('/admin/users');
    await see(page.getByRole('table', { name: 'Users' }).getByRole('combobox').first());
    const users = await checkAccessibility(page, `admin users ${viewport.width}`);

    expect(home.violations).toEqual([]);
    expect(product.violations).toEqual([]);
    expect(users.violations).toEqual([]);
  });
});

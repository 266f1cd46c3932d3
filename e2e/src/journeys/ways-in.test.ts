// The ways into the shop a first visitor looks for: the Store from the header on a phone and a
// desktop, "My downloads" from the phone menu and the footer, "Our Purpose" beside About; and on
// the pages a visitor meets first, no button whose words break over two lines on a narrow phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

/**
 * Every visible button on the page whose words take more than one line: buttons, summaries and
 * links or labels drawn as a button (a box with a fill or a border around them). Each text of
 * the control is measured by itself, so an icon or a second text set below on purpose is not a
 * wrap; visually hidden words (an icon button's name) are left out.
 */
function wrappedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawnAsButton = (element: HTMLElement) => {
      if (element.matches('button, summary, [role="button"]')) return true;
      const style = getComputedStyle(element);
      if (style.display === 'inline') return false;
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      const bordered = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
      const boxed = bordered && parseFloat(style.borderLeftWidth) > 0;
      return filled || boxed;
    };
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, summary, [role="button"], a, label',
    );
    for (const control of controls) {
      if (!control.checkVisibility() || !drawnAsButton(control)) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement?.getBoundingClientRect();
        if (!node.textContent?.trim() || !holder || (holder.width <= 1 && holder.height <= 1)) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
        if (lines.size > 1) {
          out.push(`${control.tagName} "${node.textContent.trim()}" over ${lines.size} lines`);
          break;
        }
      }
    }
    return out;
  });
}

describe('ways in', () => {
  it('reaches the Store and "My downloads" from the phone menu in the header', async () => {
    const page = await shop.visit({ phone: true });
    expect(page.viewportSize()).toEqual(PHONE);
    await page.goto('/');
    await seeHeading(page, 'Welcome to Orthodox Resources');
    const header = page.locator('body header').first();
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await header.locator('summary', { hasText: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Store', exact: true }).click();
    await atPath(page, '/store');
    await seeHeading(page, 'The Store');

    await header.locator('summary', { hasText: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'My downloads' }).click();
    await atPath(page, '/downloads');
    await seeHeading(page, 'My Downloads');

    // The footer has both too, and "Our Purpose" beside "About".
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const footerLinks = await footer.getByRole('link').allInnerTexts();
    expect(footerLinks).toEqual(expect.arrayContaining(['Store', 'My downloads']));
    expect(footerLinks.indexOf('Our Purpose')).toBe(footerLinks.indexOf('About') + 1);
  });

  it('reaches the Store from the desktop header and from the Offerings menu', async () => {
    const page = await shop.visit();
    expect(page.viewportSize()).toEqual(DESKTOP);
    await page.goto('/');
    await seeHeading(page, 'Welcome to Orthodox Resources');
    const main = page.getByRole('navigation', { name: 'Main' });

    await main.getByRole('link', { name: 'Store', exact: true }).click();
    await atPath(page, '/store');
    await seeHeading(page, 'The Store');

    await page.goto('/about');
    await seeHeading(page, 'Our Mission');
    await main.getByRole('button', { name: 'Offerings' }).click();
    const offerings = page.getByRole('menu', { name: 'Offerings' });
    await see(
      offerings
        .getByRole('group', { name: 'About the Ministry' })
        .getByRole('menuitem', { name: /^Our Purpose/ }),
    );
    await offerings.getByRole('menuitem', { name: /^Store/ }).click();
    await atPath(page, '/store');
    await seeHeading(page, 'The Store');
  });

  it.each([320, 390])('keeps every button’s words on one line at %i px', async (width) => {
    const page = await shop.visit({ phone: true });
    await page.setViewportSize({ width, height: 844 });
    const pages = [
      ['/', 'Welcome to Orthodox Resources'],
      ['/donate', 'Give Gracefully'],
      ['/store', 'The Store'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await seeHeading(page, heading);
      await page.waitForLoadState('networkidle');
      if (path === '/donate') {
        // The giving form and its "Give once" / "Give monthly" choice, opened.
        await page.getByRole('button', { name: 'Give on this page' }).click();
        await see(page.getByRole('radio', { name: 'Give monthly' }).locator('..'));
      }
      expect(await wrappedButtons(page), `${path} at ${width} px`).toEqual([]);
    }
  });
});

// Print and large print. A prayer printed is its text alone, its headings kept with what follows
// them; at 200% text (the header's control) the public pages pass axe with no violation at all,
// and at 320 px (a 1280 px window zoomed to 400%) they do not scroll sideways (WCAG 1.4.4, 1.4.10).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from './support/axe';
import { pdfPages, printToPdf } from './support/print';
import { see, seeHeading } from './support/see';
import { useShop } from './support/shop';

const shop = useShop();

const PRAYER = {
  path: '/product/morning-and-evening-prayers?format=digital',
  heading: 'Morning and Evening Prayers',
  sections: ['Overview', 'Scriptural Foundation', 'How to Use', 'Description'],
};
const PAGES = [
  { path: '/', heading: 'Welcome to Orthodox Resources' },
  PRAYER,
  { path: '/journey/a-prayer-corner-for-every-home', heading: 'A Prayer Corner for Every Home' },
  { path: '/calendar/2025-12-25', heading: /25 December 2025/ },
];

/** The site's frame and controls, none of which belongs on paper. */
const SCREEN_ONLY = [
  'Skip to content',
  'Offer Your Support',
  'Open cart',
  'Reading mode',
  'Text size',
  'Resources',
  'Add to Cart',
  'Print',
  'Store',
  'Orthodox Pearl',
];

/** A visitor who chose 200% text on an earlier visit (stored as the header's control stores it). */
async function largePrintVisitor(options: { width?: number; reading?: boolean } = {}) {
  const page = await shop.visit({ phone: (options.width ?? 1280) < 768 });
  if (options.width) await page.setViewportSize({ width: options.width, height: 720 });
  await page.addInitScript((reading) => {
    localStorage.setItem('text-size', '200');
    if (reading) localStorage.setItem('reading-mode', 'on');
  }, options.reading ?? false);
  return page;
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The header's controls drawn over one another (their text included, which can spill out of a
 * box too narrow for a word), and whatever ends beyond the window's right edge.
 */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const controls = [...document.querySelectorAll('header :is(a, button, summary, output)')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        // Its box and its visible text, which can spill out of a box too narrow for a word.
        const boxes = [element.getBoundingClientRect()];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          if (box.width > 0 && box.height > 0) boxes.push(box);
        }
        return {
          element,
          left: Math.min(...boxes.map((box) => box.left)),
          right: Math.max(...boxes.map((box) => box.right)),
          top: Math.min(...boxes.map((box) => box.top)),
          bottom: Math.max(...boxes.map((box) => box.bottom)),
        };
      })
      .filter((box) => box.right - box.left > 1 && box.bottom - box.top > 1);
    for (const [index, a] of controls.entries()) {
      if (a.right > window.innerWidth + 1) found.push(`${name(a.element)} beyond the window`);
      for (const b of controls.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const apart =
          a.right <= b.left + 1 ||
          b.right <= a.left + 1 ||
          a.bottom <= b.top + 1 ||
          b.bottom <= a.top + 1;
        if (!apart) found.push(`${name(a.element)} over ${name(b.element)}`);
      }
    }
    return found;
  });

describe('print', () => {
  it('prints a prayer as its text alone, with links written out and no heading left at the foot of a page', async () => {
    const page = await shop.visit();
    await page.goto(PRAYER.path);
    await seeHeading(page, PRAYER.heading);
    await see(page.getByRole('button', { name: 'Print' }));

    // A pocket-sized page, so the prayer runs over several and the breaks are tested.
    const pages = pdfPages(await printToPdf(page, 'A5'));
    const text = pages.flat().join('\n');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.[0]).toBe(PRAYER.heading);
    for (const words of SCREEN_ONLY) expect(text).not.toContain(words);
    for (const section of PRAYER.sections) expect(pages.flat()).toContain(section);
    expect(text.replace(/\s+/g, '')).toContain(
      '(https://en.wikipedia.org/wiki/Theophan_the_Recluse)',
    );

    for (const [index, lines] of pages.entries()) {
      expect(PRAYER.sections, `the foot of printed page ${index + 1}`).not.toContain(lines.at(-1));
    }
  });
});

describe('large print', () => {
  it('keeps the chosen size on the next pages from their first paint, cached pages too', async () => {
    const page = await shop.visit({ phone: true });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/');
    const larger = page.getByRole('button', { name: 'Larger text' });
    for (let step = 0; step < 4; step++) await larger.click();
    await see(page.getByText('Text size 200%', { exact: true }));
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('32px');

    // The same page for everyone (cached by the gateway the second time): the head's script,
    // allowed by its hash then, puts the size on before the body, the first thing drawn, begins.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return;
        observer.disconnect();
        Object.assign(window, { sizeAtBody: document.documentElement.dataset.textSize });
      }).observe(document, { childList: true, subtree: true });
    });
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(PRAYER.path);
      expect(await page.evaluate(() => (window as { sizeAtBody?: string }).sizeAtBody)).toBe('200');
      await see(page.getByText('Text size 200%', { exact: true }));
    }
    expect(refused).toEqual([]);
  });

  for (const { path, heading } of PAGES.slice(0, 3)) {
    // The post in reading mode, so that its pressed button is checked too.
    const reading = path.startsWith('/journey/');
    it(`passes axe at 200% text on ${path}${reading ? ' in reading mode' : ''}`, async () => {
      const page = await largePrintVisitor({ reading });
      await page.goto(path);
      await see(page.getByRole('heading', { level: 1, name: heading }));
      expect(await sidewaysOverflow(page)).toBe(0);
      const summary = await checkAccessibility(page, `${path} at 200% text`);
      expect(summary.violations).toEqual([]);
    });
  }

  // 320 px is a 1280 px window at 400% zoom; the wider ones keep the layout's columns, which
  // media queries set by the window's width whatever the text size.
  for (const width of [320, 768, 1280]) {
    it(`reflows at ${width} px with 200% text, in reading mode too: nothing scrolls sideways or overlaps`, async () => {
      for (const reading of [false, true]) {
        const page = await largePrintVisitor({ width, reading });
        for (const { path, heading } of PAGES) {
          await page.goto(path);
          await see(page.getByRole('heading', { level: 1, name: heading }));
          const where = `${path}${reading ? ' in reading mode' : ''}`;
          expect(await sidewaysOverflow(page), where).toBe(0);
          expect(await overlaps(page), where).toEqual([]);
        }
      }
    });
  }

  it('takes the sidebar away in reading mode', async () => {
    const page = await largePrintVisitor({ reading: true });
    await page.goto(PRAYER.path);
    await seeHeading(page, PRAYER.heading);
    expect(await page.getByRole('navigation', { name: 'Resources' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Reading mode', pressed: true }).click();
    await see(page.getByRole('navigation', { name: 'Resources' }));
  });
});

// Waiting assertions over playwright-core locators: what the visitor sees, once it shows.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the element is visible (fails after the context's default timeout). */
export async function see(locator: Locator): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible' });
  return locator;
}

/** Waits until the element is hidden or gone. */
export async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
}

/**
 * Waits for the page's address (path and query) to be `expected`, as long as `see` waits for an
 * element: a sign-in checks a password hash first, which took over a second on a busy machine
 * (expect.poll's own default).
 */
export async function atPath(page: Page, expected: string | RegExp): Promise<void> {
  const current = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  const waiting = { timeout: 15_000 };
  if (typeof expected === 'string') await expect.poll(current, waiting).toBe(expected);
  else await expect.poll(current, waiting).toMatch(expected);
}

/** Waits for the page's heading of level 1 to read `name`. */
export async function seeHeading(page: Page, name: string): Promise<void> {
  await see(page.getByRole('heading', { level: 1, name, exact: true }));
}

/** The element lies wholly inside the window the visitor is looking at. */
export async function inViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

/** Whether the focus is on the element or inside it. */
export const holdsFocus = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => node.contains(document.activeElement));

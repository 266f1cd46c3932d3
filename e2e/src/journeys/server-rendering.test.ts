import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();

const PAGES = [
  { path: '/', heading: 'Welcome to Orthodox Resources' },
  { path: '/booklets', heading: 'Booklets' },
  {
    path: '/product/gospel-of-john-study?format=digital',
    heading: 'Light in the Darkness: A Study of the Gospel of St. John',
  },
  { path: '/pearls', heading: 'Orthodox Pearls' },
  { path: '/journey', heading: 'The Journey' },
];

/**
 * Every data call the page made to the api, every error it printed and every CSP refusal.
 * Uploaded images are served under /api/uploads/: files, not data, so not counted.
 */
async function watch(page: Page) {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/uploads/')) {
      apiCalls.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A refused eval or inline script is not always printed: listen for the refusals themselves.
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refusedByCsp: refused });
    document.addEventListener('securitypolicyviolation', (event) => {
      refused.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  const cspRefusals = () =>
    page.evaluate(() => (window as unknown as { refusedByCsp: string[] }).refusedByCsp);
  return { apiCalls, errors, cspRefusals };
}

describe('server rendering', () => {
  it('shows the public pages whole before any script runs', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading } of PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await seeHeading(page, heading);
      }
      // The product page already says what a visitor needs to decide.
      await page.goto('/product/gospel-of-john-study?format=digital');
      await see(page.getByText('Instant download'));
      await see(page.getByRole('button', { name: 'Add to Cart' }));
    } finally {
      await context.close();
    }
  });

  it('hands each page to the browser without loading its data twice or any mismatch', async () => {
    for (const { path, heading } of PAGES) {
      const page = await shop.visit();
      const seen = await watch(page);
      await page.goto(path);
      await seeHeading(page, heading);
      // Give the page's code time to settle after it hydrated.
      await page.waitForLoadState('networkidle');
      expect(seen.apiCalls, `api calls on ${path}`).toEqual([]);
      expect(seen.errors, `errors on ${path}`).toEqual([]);
      expect(await seen.cspRefusals(), `CSP refusals on ${path}`).toEqual([]);
    }
  });

  it('shows formatted text as the api rendered it, without any markdown renderer in the page', async () => {
    const page = await shop.visit();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/product/gospel-of-john-study?format=digital');
    await page.waitForLoadState('networkidle');
    await see(page.locator('main strong', { hasText: 'St. John Chrysostom' }));

    // A page reached inside the app shows its text the same way.
    await page.getByRole('link', { name: 'Store', exact: true }).first().click();
    await page
      .getByRole('link', { name: /Paschal Hours/ })
      .first()
      .click();
    await seeHeading(page, 'The Paschal Hours');
    await see(page.getByRole('heading', { level: 2, name: 'Description' }));
    expect(scripts.filter((path) => /markdown/.test(path))).toEqual([]);
  });

  it('takes Add to Cart pressed before the JavaScript arrived', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/product/gospel-of-john-study?format=digital');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      // The form posted to the product page, which hands the choice back for the page to carry
      // out as soon as its code runs.
      await seeHeading(page, 'Light in the Darkness: A Study of the Gospel of St. John');
      await see(page.getByText('Added to your cart.'));
    } finally {
      await context.close();
    }
  });

  it('answers a missing product with 404 and the "Resource Not Found" card', async () => {
    const page = await shop.visit();
    const response = await page.goto('/product/no-such-resource?format=digital');
    expect(response?.status()).toBe(404);
    await seeHeading(page, 'Resource Not Found');
  });

  it('loads fresh data from the server for every page the visitor moves on to', async () => {
    const page = await shop.visit();
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.data')) dataRequests.push(pathname);
    });
    await page.goto('/product/gospel-of-john-study?format=digital');
    await page.getByRole('link', { name: 'Store', exact: true }).first().click();
    await atPath(page, '/store');
    await see(page.getByRole('link', { name: /Light in the Darkness/ }));
    expect(dataRequests).toContain('/store.data');
  });
});

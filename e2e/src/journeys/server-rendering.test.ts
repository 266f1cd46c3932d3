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

/** Everything the page asked the api for, every error it printed and every CSP refusal. */
async function watch(page: Page) {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
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
      await see(page.getByText('In stock:'));
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
      // Give the page's code time to settle after it went live.
      await page.waitForLoadState('networkidle');
      expect(seen.apiCalls, `api calls on ${path}`).toEqual([]);
      expect(seen.errors, `errors on ${path}`).toEqual([]);
      expect(await seen.cspRefusals(), `CSP refusals on ${path}`).toEqual([]);
    }
  });

  it('keeps the formatted text the server rendered, without loading the markdown renderer', async () => {
    const page = await shop.visit();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The renderer's own chunk (react-markdown), not the small component that wraps it.
    const isRenderer = (path: string) => /\/markdown-[\w-]+\.js$/.test(path);
    await page.goto('/product/gospel-of-john-study?format=digital');
    await page.waitForLoadState('networkidle');
    await see(page.locator('main strong', { hasText: 'St. John Chrysostom' }));
    expect(scripts.filter(isRenderer)).toEqual([]);

    // A page reached inside the app renders its text itself.
    await page.getByRole('link', { name: 'Store', exact: true }).first().click();
    await page
      .getByRole('link', { name: /Paschal Hours/ })
      .first()
      .click();
    await seeHeading(page, 'The Paschal Hours');
    await see(page.getByRole('heading', { level: 2, name: 'Description' }));
    expect(scripts.some(isRenderer)).toBe(true);
  });

  it('loads fresh data for every page the visitor moves on to', async () => {
    const page = await shop.visit();
    const seen = await watch(page);
    await page.goto('/product/gospel-of-john-study?format=digital');
    await page.getByRole('link', { name: 'Store', exact: true }).first().click();
    await atPath(page, '/store');
    await see(page.getByRole('link', { name: /Light in the Darkness/ }));
    expect(seen.apiCalls.some((url) => new URL(url).pathname === '/api/products')).toBe(true);
  });
});

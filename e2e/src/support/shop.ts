// What every test file uses: the shop started by global setup, the shared browser, and fresh
// visitors (one browser context each, closed after each test). A page's uncaught errors fail
// the test that caused them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { connectBrowser, newVisitor, PHONE } from './browser';

export interface Shop {
  readonly url: string;
  readonly dataDir: string;
  readonly admin: { email: string; password: string };
  readonly browser: Browser;
  /** A new visitor's page; `phone` for a 390 px wide touch screen. */
  visit(options?: { phone?: boolean }): Promise<Page>;
}

export function useShop(): Shop {
  const url = inject('baseUrl');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await connectBrowser(inject('wsEndpoint'));
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const errors = pageErrors;
    pageErrors = [];
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    url,
    dataDir: inject('dataDir'),
    admin: { email: inject('adminEmail'), password: inject('adminPassword') },
    get browser() {
      if (!browser) throw new Error('the browser is not connected yet');
      return browser;
    },
    async visit(options = {}) {
      if (!browser) throw new Error('the browser is not connected yet');
      const context = await newVisitor(browser, {
        baseURL: url,
        ...(options.phone ? { viewport: PHONE, mobile: true } : {}),
      });
      contexts.push(context);
      context.on('weberror', (error) => pageErrors.push(error.error().message));
      return context.newPage();
    },
  };
}

// The machine's Chromium (@ministry/stack/chromium says which: CHROMIUM_PATH, Debian's, or one
// Playwright downloaded). One browser serves the whole run: global setup starts it as a server and
// every test file connects to it.
import { chromiumPath } from '@ministry/stack/chromium';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
} from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export interface ContextOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
  /** A phone: touch, mobile viewport meta honoured. */
  mobile?: boolean;
}

/** A fresh visitor (own storage, no cookies), on the desktop or a phone. */
export async function newVisitor(
  browser: Browser,
  options: ContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? DESKTOP,
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  context.on('page', waitForLivePages);
  return context;
}

/**
 * Pages arrive rendered by the server and show before their code has run; most controls only
 * work once React has hydrated the page. Every `goto` therefore also waits until React has taken
 * over the document (its handlers are attached to the page's elements).
 */
function waitForLivePages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
    );
    return response;
  };
}

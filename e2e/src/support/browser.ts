// Debian's Chromium, never a downloaded browser. One browser serves the whole run: global setup
// starts it as a server and every test file connects to it.
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
}

export function launchBrowserServer(): Promise<BrowserServer> {
  checkChromium();
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export function launchBrowser(): Promise<Browser> {
  checkChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
 * Public pages arrive rendered by the server and show before their code has run: a click made
 * then would do nothing. Every `goto` therefore also waits for the app's mark that the page is
 * live (main.tsx sets `data-app="live"` on <html> once the app has hydrated or rendered).
 */
function waitForLivePages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-app="live"]', { state: 'attached' });
    return response;
  };
}

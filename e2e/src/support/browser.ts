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

/**
 * A browser with a profile on disk, as a person's is: Chromium offers to install a site only
 * outside incognito, which every context of the shared browser is.
 */
export function launchWithProfile(
  userDataDir: string,
  options: ContextOptions,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: options.baseURL,
    viewport: options.viewport ?? DESKTOP,
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
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
  await context.addInitScript(reportReactCommits);
  context.on('page', waitForLivePages);
  return context;
}

/**
 * Runs in every page before its own scripts: stands in for the React DevTools hook, which React
 * DOM (production builds too) tells of each commit. `__hydrated` says whether, after the last
 * commit, no part of the page is still the server's HTML waiting for its code: neither the root
 * nor a Suspense boundary (a lazily loaded part, such as the Today line) is still dehydrated.
 */
function reportReactCommits(): void {
  interface Fiber {
    tag: number;
    memoizedState?: { dehydrated?: unknown; isDehydrated?: boolean } | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  // React's work tags for Suspense and Activity boundaries, the parts hydrated on their own.
  const BOUNDARY_TAGS = new Set([13, 31]);
  const dehydratedWithin = (fiber: Fiber | null): boolean => {
    for (let node = fiber; node; node = node.sibling) {
      if (BOUNDARY_TAGS.has(node.tag) && node.memoizedState?.dehydrated) return true;
      if (dehydratedWithin(node.child)) return true;
    }
    return false;
  };
  const live = window as unknown as {
    __hydrated?: boolean;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
  };
  live.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      live.__hydrated =
        !root.current.memoizedState?.isDehydrated && !dehydratedWithin(root.current.child);
    },
  };
}

/**
 * Pages arrive rendered by the server and show before their code has run; most controls only
 * work once React has hydrated them. Every `goto` therefore also waits until React has committed
 * the page with no part left to hydrate (see reportReactCommits). A fiber on `<body>` is not
 * enough: React puts one there when hydration starts, while lazily loaded parts (the Today line)
 * stay the server's HTML until their chunk arrives, and a click on them meanwhile can be lost.
 */
function waitForLivePages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
    return response;
  };
}

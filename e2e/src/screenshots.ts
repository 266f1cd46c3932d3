// `pnpm --filter @ministry/e2e screenshots`: the main screens at desktop (1280×800) and phone
// (390×844) widths, as docs/screenshots/<screen>-<width>.png (the viewport only, to keep the
// files small). Starts its own shop and browser, like the tests, and stops them.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, storeSession, type ApiSession } from './support/admin';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { see, seeHeading } from './support/see';
import { ADMIN, startE2EStack } from './support/stack';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');

interface Screen {
  name: string;
  /** Signed in as the admin first. */
  staff?: boolean;
  show(page: Page): Promise<unknown>;
  /** Scroll here before the picture (the top of the page otherwise). */
  scrollTo?: (page: Page) => Locator;
}

async function addToCart(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
  await see(page.getByRole('status').getByText('Added to your cart.'));
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    show: async (page) => {
      await page.goto('/');
      await see(page.getByRole('region', { name: 'Tools for the Journey' }).getByRole('link'));
    },
  },
  {
    name: 'catalogue',
    show: async (page) => {
      await page.goto('/nutsandbolts');
      await see(page.getByRole('link', { name: /^Get Tools/ }));
    },
    // The cards, rather than the banner above them.
    scrollTo: (page) => page.getByRole('heading', { name: 'Prayer Tools' }),
  },
  {
    name: 'product',
    show: async (page) => {
      await page.goto('/product/family-prayer-book?format=physical');
      await see(page.getByRole('button', { name: 'Add to Cart' }));
    },
  },
  {
    name: 'cart-drawer',
    show: async (page) => {
      await addToCart(page, '/product/family-prayer-book?format=physical');
      await addToCart(page, '/product/morning-and-evening-prayers?format=digital');
      await page.getByRole('button', { name: /^Open cart/ }).click();
      await see(page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('cart-total'));
    },
  },
  {
    name: 'checkout',
    show: async (page) => {
      await addToCart(page, '/product/morning-and-evening-prayers?format=digital');
      await page.goto('/checkout');
      await see(
        page.getByRole('region', { name: 'Demo Payment' }).getByRole('button', { name: /^Pay/ }),
      );
    },
  },
  {
    name: 'thank-you',
    show: async (page) => {
      await addToCart(page, '/product/morning-and-evening-prayers?format=digital');
      await page.goto('/checkout');
      const payment = page.getByRole('region', { name: 'Demo Payment' });
      await payment.getByLabel('Email address').fill('reader@example.com');
      await payment.getByRole('button', { name: /^Pay/ }).click();
      await seeHeading(page, 'Thank You for Your Order');
    },
  },
  {
    name: 'pearls',
    show: async (page) => {
      await page.goto('/pearls/any');
      await see(page.getByRole('figure', { name: 'Featured pearl' }));
    },
  },
  {
    name: 'login',
    show: async (page) => {
      await page.goto('/login');
      await seeHeading(page, 'CMS Login');
    },
  },
  {
    name: 'admin-dashboard',
    staff: true,
    show: async (page) => {
      await page.goto('/admin');
      await see(page.getByRole('link', { name: /Total Users\s*\d/ }));
    },
  },
  {
    name: 'admin-users',
    staff: true,
    show: async (page) => {
      await page.goto('/admin/users');
      await see(page.getByRole('table', { name: 'Users' }));
    },
  },
  {
    name: 'admin-new-post',
    staff: true,
    show: async (page) => {
      await page.goto('/admin/posts/new');
      await see(page.getByRole('button', { name: 'Create Post' }));
    },
  },
];

async function capture(browser: Browser, baseURL: string, admin: ApiSession): Promise<string[]> {
  const written: string[] = [];
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const screen of SCREENS) {
      const context = await newVisitor(browser, { baseURL, viewport, mobile: width === 'phone' });
      try {
        const page = await context.newPage();
        // The same pearl in every picture, so that a refresh only changes what really changed.
        await context.addInitScript(() => {
          Math.random = () => 0.25;
        });
        if (screen.staff) await storeSession(page, admin);
        await screen.show(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Clicks scroll their target into view, and react-router restores that position on the
        // next full page load: every picture starts at the top of its page.
        await page.evaluate(() => window.scrollTo(0, 0));
        if (screen.scrollTo) {
          await screen.scrollTo(page).evaluate((element) => {
            window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120);
          });
        }
        const file = join(OUT, `${screen.name}-${width}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        written.push(file);
        console.log(`screenshots: ${file}`);
      } finally {
        await context.close();
      }
    }
  }
  return written;
}

const stack = await startE2EStack();
const browser = await launchBrowser().catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const name of readdirSync(OUT)) if (name.endsWith('.png')) rmSync(join(OUT, name));
  const admin = await apiLogin(stack.url, ADMIN.email, ADMIN.password);
  const files = await capture(browser, stack.url, admin);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `screenshots: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${OUT}`,
  );
} finally {
  await browser.close();
  await stack.stop();
}

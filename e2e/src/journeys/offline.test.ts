// A prayer book that travels: the site installs, keeps the pages a visitor opened, opens them
// with no connection, says plainly what needs one, and hands over to a new build when asked.
// Screenshots: docs/screenshots/offline-page-phone.png and installed-app-phone.png.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@ministry/stack';
import { launchWithProfile, PHONE } from '../support/browser';
import { atPath, see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';

const shop = useShop();
const SCREENSHOTS = resolve(import.meta.dirname, '../../../docs/screenshots');
const SERVICE_WORKER = resolve(REPO_ROOT, 'apps/web/build/client/sw.js');
const builtWorker = readFileSync(SERVICE_WORKER, 'utf8');

const PRAYER = {
  path: '/product/morning-and-evening-prayers',
  name: 'Morning and Evening Prayers',
};
const PRODUCT = {
  path: '/product/gospel-of-john-study',
  name: 'Light in the Darkness: A Study of the Gospel of St. John',
};

afterAll(() => writeFileSync(SERVICE_WORKER, builtWorker));

/** Whether the service worker keeps a copy of `path` (in any of its caches). */
const kept = (page: Page, path: string) =>
  page.evaluate((address) => caches.match(address).then(Boolean), path);

/** The first visit's worker is running and has kept the page it started on. */
async function workerRunning(page: Page, path: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => kept(page, path), { timeout: 15_000 }).toBe(true);
}

describe('offline reading', () => {
  it('meets Chromium’s install criteria: a manifest with icons, and a service worker', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'e2e-install-'));
    const context = await launchWithProfile(profile, {
      baseURL: shop.url,
      viewport: PHONE,
      mobile: true,
    });
    try {
      const page = await context.newPage();
      await page.goto('/today?source=installed');
      await workerRunning(page, '/today?source=installed');
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        errors: unknown[];
        data?: string;
      };
      expect(manifest.errors).toEqual([]);
      const app = JSON.parse(manifest.data ?? '{}') as { display?: string; icons?: unknown[] };
      expect(app.display).toBe('standalone');
      expect(app.icons).toHaveLength(3);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      // Opened from the home screen: the app's start address, the Church's day.
      await page.screenshot({ path: resolve(SCREENSHOTS, 'installed-app-phone.png') });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens the pages read before without a connection, and says what needs one', async () => {
    const page = await shop.visit({ phone: true });
    await page.goto('/');
    await workerRunning(page, '/');
    await page.goto(PRAYER.path);
    await seeHeading(page, PRAYER.name);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await see(page.getByText('Saved on this device: it opens without a connection.'));
    await page.goto(PRODUCT.path);
    await seeHeading(page, PRODUCT.name);

    await page.context().setOffline(true);
    await page.goto(PRAYER.path);
    await seeHeading(page, PRAYER.name);
    // A link followed offline opens the kept page whole, where the router's fetch would fail.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Home' }).click();
    await seeHeading(page, 'Welcome to Orthodox Resources');
    await page.goto(PRODUCT.path);
    await seeHeading(page, PRODUCT.name);

    // Never opened: the offline page, with what is kept instead.
    await breadcrumb.getByRole('link', { name: 'Store' }).click();
    await seeHeading(page, 'You are offline');
    expect(new URL(page.url()).pathname).toBe('/store');
    await see(page.getByText('This page has not been opened on this device yet'));
    const saved = page.getByRole('list', { name: 'Pages saved on this device' });
    await see(
      saved.getByRole('link', { name: new RegExp(`^${PRAYER.name}\\s*Saved for offline`) }),
    );
    await see(saved.getByRole('link', { name: /^Orthodox Resources/ }));
    await page.screenshot({ path: resolve(SCREENSHOTS, 'offline-page-phone.png') });

    await saved.getByRole('link', { name: new RegExp(`^${PRAYER.name}`) }).click();
    await seeHeading(page, PRAYER.name);

    // Typed into the address bar (the offline page is no React page for `goto` to wait on).
    await page.evaluate(() => location.assign('/checkout'));
    await atPath(page, '/checkout');
    await seeHeading(page, 'You are offline');
    await see(page.getByText('Checkout needs a connection. Your cart is kept on this device.'));
    expect(await kept(page, '/checkout')).toBe(false);
    await page.context().setOffline(false);
  });

  it('announces a new build, and reloads under it when asked', async () => {
    const page = await shop.visit();
    await page.goto('/');
    await workerRunning(page, '/');
    const firstWorker = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL),
    );
    expect(firstWorker).toMatch(/\/sw\.js$/);

    // A new deploy: the worker's bytes change (its precache list would).
    writeFileSync(SERVICE_WORKER, `${builtWorker}\n// the next build\n`);
    await page.reload();
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of the site is available.' });
    await see(notice);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForEvent('load');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
    expect(await notice.count()).toBe(0);
  });
});

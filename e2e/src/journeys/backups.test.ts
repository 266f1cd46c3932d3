import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiLogin, storeSession } from '../support/admin';
import { checkAccessibility } from '../support/axe';
import { DESKTOP, newVisitor, PHONE } from '../support/browser';
import { payInDemo } from '../support/demo-pay';
import { restoredEnv, restoreInto } from '../support/restore';
import { see, seeHeading } from '../support/see';
import { useShop } from '../support/shop';
import { startE2EStack, type E2EStack } from '../support/stack';

const shop = useShop();

/** Sold by no other journey: its stock tells exactly what these buyers took. */
const CARDS = {
  name: 'Nativity of Christ Icon Cards (Set of 10)',
  slug: 'nativity-icon-cards',
  path: '/product/nativity-icon-cards?format=physical',
  // $12.00 and the flat $5.00 shipping.
  total: '$17.00',
};

/** Kept after the run, to be looked at (not committed). */
const SHOTS = join(import.meta.dirname, '../../test-results');
const work = mkdtempSync(join(tmpdir(), 'ministry-e2e-backup-'));
let restored: E2EStack | undefined;

afterAll(async () => {
  await restored?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Opens the cards' page and answers the stock it shows ("In stock: 28"). */
async function stockShown(page: Page): Promise<number> {
  await page.goto(CARDS.path);
  await seeHeading(page, CARDS.name);
  const line = page.locator('main').getByText(/^In stock: \d+$/);
  await see(line);
  return Number((await line.innerText()).replace(/\D/g, ''));
}

/** A buyer who pressed Buy Now on the cards and has the payment form open (the stock is held). */
async function buyerAtCheckout(): Promise<Page> {
  const page = await shop.visit();
  await page.goto(CARDS.path);
  await seeHeading(page, CARDS.name);
  await page.locator('main').getByRole('button', { name: 'Buy Now' }).click();
  await see(
    page.getByRole('region', { name: 'Demo Payment' }).getByRole('button', { name: /^Pay / }),
  );
  return page;
}

/** Every text the Backups card's status line shows from now on, as the owner would read it. */
async function recordStatus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Backups');
    const status = heading?.closest('section')?.querySelector('p[role="status"]');
    const seen: string[] = [];
    (window as unknown as { backupStatus: string[] }).backupStatus = seen;
    if (!status) return;
    new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { backupStatus: string[] }).backupStatus);
}

interface OrderDetail {
  number: string;
  state: string;
  customerEmail: string | null;
  lines: { name: string; format: string; quantity: number }[];
}

async function orderIn(url: string, token: string, number: string): Promise<OrderDetail> {
  const response = await fetch(`${url}/payments/orders/${number}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, `order ${number} in the restored shop`).toBe(200);
  return (await response.json()) as OrderDetail;
}

/** "312 KB" → bytes, with the rounding the label allows. */
function sizeRange(label: string): [number, number] {
  const [, value = '', unit = ''] = /^([\d.]+) (bytes|KB|MB)$/.exec(label) ?? [];
  const scale = { bytes: 1, KB: 1024, MB: 1024 ** 2 }[unit] ?? Number.NaN;
  const half = unit === 'MB' ? 0.05 : 0.5;
  return [(Number(value) - half) * scale, (Number(value) + half) * scale];
}

describe('backups', () => {
  it('backs up from the settings while a buyer pays, downloads it, and restores it into a new shop that has the order', async () => {
    const stamp = Date.now().toString(36);
    const firstBuyer = `backup-first-${stamp}@example.com`;
    const secondBuyer = `backup-second-${stamp}@example.com`;
    const admin = await apiLogin(shop.url, shop.admin.email, shop.admin.password);

    // A buyer is told their order is confirmed before the owner thinks of a backup.
    const first = await shop.visit();
    const stockBefore = await stockShown(first);
    await first.locator('main').getByRole('button', { name: 'Buy Now' }).click();
    const { orderNumber } = await payInDemo(first, {
      email: firstBuyer,
      total: CARDS.total,
      deliverTo: true,
    });

    // Another has the payment form open, the cards held for them, when the owner presses the
    // button, and pays while the backup is made.
    const second = await buyerAtCheckout();
    const owner = await shop.visit();
    await storeSession(owner, admin);
    await owner.goto('/admin/settings');
    await seeHeading(owner, 'Settings');
    const backups = owner.getByRole('region', { name: 'Backups' });
    await see(backups.getByRole('button', { name: 'Back up now' }));
    const statusSeen = await recordStatus(owner);

    await backups.getByRole('button', { name: 'Back up now' }).click();
    const [paid] = await Promise.all([
      payInDemo(second, { email: secondBuyer, total: CARDS.total, deliverTo: true }),
      see(owner.getByRole('status').filter({ hasText: 'Backup started.' })),
    ]);

    // The owner follows it to its end: counts of collections and files as it goes, then its size.
    const done = backups.getByRole('status').filter({ hasText: /^Backup done: / });
    await done.waitFor({ state: 'visible', timeout: 60_000 });
    const doneText = (await done.innerText()).trim();
    const size = /^Backup done: (.+)\.$/.exec(doneText)?.[1] ?? '';
    const shown = await statusSeen();
    expect(shown.at(-1)).toBe(doneText);
    for (const text of shown.slice(0, -1)) {
      expect(text).toMatch(/^Backing up… (starting|\d+ of \d+ collections?), \d+ files?\.$/);
    }
    console.log(`backup progress as the owner saw it: ${shown.join(' → ')}`);

    // Listed with its date and size, the newest first.
    const list = await fetch(`${shop.url}/api/backups`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { backups: kept, latest } = (await list.json()) as {
      backups: { name: string; createdAt: string; size: number }[];
      latest: {
        status: string;
        collectionsDone: number;
        collectionsTotal: number;
        filesDone: number;
      };
    };
    // Every collection and every file counted, whether or not the page polled mid-way.
    expect(latest.status).toBe('done');
    expect(latest.collectionsTotal).toBeGreaterThan(0);
    expect(latest.collectionsDone).toBe(latest.collectionsTotal);
    expect(latest.filesDone).toBeGreaterThan(0);
    const newest = kept[0];
    if (!newest) throw new Error('no backup kept');
    const row = backups.getByRole('list', { name: 'Backups' }).getByRole('listitem').first();
    const time = newest.createdAt.slice(11, 16);
    await see(row.filter({ hasText: time }));
    expect(await row.innerText()).toContain(size);
    const [least, most] = sizeRange(size);
    expect(newest.size).toBeGreaterThanOrEqual(least);
    expect(newest.size).toBeLessThanOrEqual(most);

    // The page holds at both widths, and axe finds nothing, with the finished backup listed.
    for (const { width, height } of [DESKTOP, PHONE]) {
      await owner.setViewportSize({ width, height });
      await see(row);
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await backups.scrollIntoViewIfNeeded();
      await owner.screenshot({
        path: join(SHOTS, `backups-settings-${width}.png`),
        fullPage: true,
      });
      const axe = await checkAccessibility(owner, `admin settings, a backup listed (${width})`);
      expect(axe.violations, `axe violations at ${width} px`).toEqual([]);
    }
    await owner.setViewportSize(DESKTOP);

    // Download gives the archive itself, as large as the list says.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      row.getByRole('button', { name: /^Download the backup of / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(newest.name);
    const archive = join(work, download.suggestedFilename());
    await download.saveAs(archive);
    expect(statSync(archive).size).toBe(newest.size);
    expect([...(await readFile(archive)).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    // On a new server: restore into an empty data folder, then start the shop on it.
    const dataDir = join(work, 'restored');
    await restoreInto(archive, dataDir);
    restored = await startE2EStack({ dataDir, env: restoredEnv(dataDir) });
    const restoredAdmin = await apiLogin(restored.url, shop.admin.email, shop.admin.password);

    // The order the first buyer was told about is there, paid, with its line.
    const firstOrder = await orderIn(restored.url, restoredAdmin.token, orderNumber);
    expect(firstOrder).toMatchObject({ state: 'paid', customerEmail: firstBuyer });
    expect(firstOrder.lines).toMatchObject([{ name: CARDS.name, format: 'physical', quantity: 1 }]);

    // The second was open before the backup began: in it, unpaid or paid, never half in. The
    // cards' stock is what was there less exactly what these two orders hold or sold.
    const secondOrder = await orderIn(restored.url, restoredAdmin.token, paid.orderNumber);
    expect(['pending', 'paid']).toContain(secondOrder.state);
    console.log(`the backup holds the second buyer's order as ${secondOrder.state}`);
    expect(secondOrder.lines).toMatchObject([{ name: CARDS.name, quantity: 1 }]);
    const cards = await fetch(
      `${restored.url}/api/products?slug=${CARDS.slug}&format=physical`,
    ).then((response) => response.json() as Promise<{ stock?: number }[]>);
    expect(cards.map((card) => card.stock)).toEqual([stockBefore - 2]);

    // And a visitor to the restored shop is offered what is left.
    const visitor = await newVisitor(shop.browser, { baseURL: restored.url });
    try {
      const page = await visitor.newPage();
      expect(await stockShown(page)).toBe(stockBefore - 2);
    } finally {
      await visitor.close();
    }
  }, 300_000);
});

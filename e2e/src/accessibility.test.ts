// axe-core on the main screens: no serious or critical violation anywhere.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createPost, storeSession, type ApiSession } from './support/admin';
import { blocking, checkAccessibility, type AxeSummary } from './support/axe';
import { atPath, see, seeHeading } from './support/see';
import { useShop } from './support/shop';

const shop = useShop();
const results: AxeSummary[] = [];

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const summary = await checkAccessibility(page, screen);
  results.push(summary);
  expect(blocking(summary), `serious or critical axe violations on ${screen}`).toEqual([]);
}

async function withCart(page: Page): Promise<void> {
  await page.goto('/product/family-prayer-book?format=physical');
  await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
  await see(page.getByRole('button', { name: 'Open cart, 1 item' }));
}

describe('accessibility (axe-core)', () => {
  let admin: ApiSession;
  let postId: string;

  beforeAll(async () => {
    admin = await apiLogin(shop.url, shop.admin.email, shop.admin.password);
    postId = (
      await createPost(shop.url, admin, {
        title: 'A draft for the accessibility check',
        excerpt: 'Only the edit screen needs it.',
        content: 'Some *words*.',
        published: false,
      })
    )._id;
  });

  afterAll(() => {
    const total = results.reduce((sum, result) => sum + blocking(result).length, 0);
    console.log(`axe: ${results.length} screens checked, ${total} serious or critical violations`);
  });

  it('home', async () => {
    const page = await shop.visit();
    await page.goto('/');
    await see(page.getByRole('region', { name: 'Tools for the Journey' }).getByRole('link'));
    await see(page.getByRole('region', { name: 'Orthodox Pearl' }));
    await expectAccessible(page, 'home /');
  });

  it('catalogue page', async () => {
    const page = await shop.visit();
    await page.goto('/nutsandbolts');
    await see(page.getByRole('link', { name: /^Get Tools/ }));
    await expectAccessible(page, 'catalogue /nutsandbolts');
  });

  it('product page', async () => {
    const page = await shop.visit();
    await page.goto('/product/gospel-of-john-study?format=digital');
    await see(page.getByRole('button', { name: 'Add to Cart' }));
    await see(page.getByRole('heading', { name: 'What Others Are Saying' }));
    await expectAccessible(page, 'product /product/gospel-of-john-study');
  });

  it('cart drawer, open', async () => {
    const page = await shop.visit();
    await withCart(page);
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await see(page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('cart-total'));
    await expectAccessible(page, 'cart drawer');
  });

  it('checkout', async () => {
    const page = await shop.visit();
    await withCart(page);
    await page.goto('/checkout');
    await see(
      page.getByRole('region', { name: 'Demo Payment' }).getByRole('button', { name: /^Pay/ }),
    );
    await expectAccessible(page, 'checkout /checkout');
  });

  it('login', async () => {
    const page = await shop.visit();
    await page.goto('/login');
    await seeHeading(page, 'CMS Login');
    await expectAccessible(page, 'login /login');
  });

  const adminScreens: {
    name: string;
    path: () => string;
    ready: (page: Page) => Promise<unknown>;
  }[] = [
    {
      name: 'admin dashboard',
      path: () => '/admin',
      ready: (page) => see(page.getByRole('link', { name: /Total Users\s*\d/ })),
    },
    {
      name: 'admin posts',
      path: () => '/admin/posts',
      ready: (page) => see(page.getByRole('table', { name: 'Posts' })),
    },
    {
      name: 'admin new post',
      path: () => '/admin/posts/new',
      ready: (page) => see(page.getByRole('button', { name: 'Create Post' })),
    },
    {
      name: 'admin edit post',
      path: () => `/admin/posts/${postId}/edit`,
      ready: (page) => see(page.getByRole('button', { name: 'Update Post' })),
    },
    {
      name: 'admin users',
      path: () => '/admin/users',
      ready: (page) => see(page.getByRole('table', { name: 'Users' })),
    },
    {
      name: 'admin categories',
      path: () => '/admin/categories',
      ready: (page) => see(page.getByRole('textbox', { name: 'New category' })),
    },
  ];

  for (const screen of adminScreens) {
    it(screen.name, async () => {
      const page = await shop.visit();
      await storeSession(page, admin);
      await page.goto(screen.path());
      await atPath(page, screen.path());
      await screen.ready(page);
      await expectAccessible(page, `${screen.name} ${screen.path()}`);
    });
  }
});

// axe-core on the main screens: no serious or critical violation anywhere.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createPost, storeSession, type ApiSession } from './support/admin';
import { blocking, checkAccessibility, type AxeSummary } from './support/axe';
import { payInDemo } from './support/demo-pay';
import {
  askForManageLink,
  dedicate,
  giveInDemo,
  givingForm,
  manageAskForm,
  signInToManage,
} from './support/giving';
import { askForLink, askForm, signInToLibrary } from './support/library';
import { askToSubscribe, confirmationFor, linkIn } from './support/newsletter';
import { atPath, gone, see, seeHeading } from './support/see';
import { useShop } from './support/shop';

const DEDICATION = {
  tribute: {
    kind: 'In memory of',
    name: 'Fr. John',
    card: { to: 'Presbytera Anna', email: 'anna.axe@example.com', message: 'Memory eternal.' },
  },
  prayerNames: { living: ['Maria'], departed: ['John'] },
} as const;
const shop = useShop();
const results: AxeSummary[] = [];

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const summary = await checkAccessibility(page, screen);
  results.push(summary);
  expect(blocking(summary), `serious or critical axe violations on ${screen}`).toEqual([]);
}

/** The order desk's, the catalogue admin's and the library's screens: no violation at all. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const summary = await checkAccessibility(page, screen);
  results.push(summary);
  expect(summary.violations, `axe violations on ${screen}`).toEqual([]);
}

/** A browser-only screen has loaded once its heading shows and no list is still loading. */
async function loaded(page: Page, heading: string): Promise<void> {
  await seeHeading(page, heading);
  await gone(page.getByRole('status').filter({ hasText: /^Loading/ }));
}

const WIDTHS = [
  { width: 'desktop', phone: false },
  { width: 'phone', phone: true },
] as const;

async function withCart(page: Page): Promise<void> {
  await page.goto('/product/family-prayer-book?format=physical');
  await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
  await see(page.getByRole('button', { name: 'Open cart, 1 item' }));
}

describe('accessibility (axe-core)', () => {
  let admin: ApiSession;
  let postId: string;
  let productId: string;
  /** A paid order with a physical and a digital line, and the buyer whose library has it. */
  let orderNumber: string;
  const buyer = `axe-buyer-${Date.now().toString(36)}@example.com`;

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
    const products = await fetch(`${shop.url}/api/products/admin?pageSize=1`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    productId = ((await products.json()) as { items: { _id: string }[] }).items[0]?._id ?? '';
    expect(productId).not.toBe('');

    const page = await shop.visit();
    await withCart(page);
    await page.goto('/product/morning-and-evening-prayers?format=digital');
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
    await see(page.getByRole('button', { name: 'Open cart, 2 items' }));
    await page.goto('/checkout');
    orderNumber = (await payInDemo(page, { email: buyer, deliverTo: true })).orderNumber;
    await fetch(`${shop.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Axe Reader',
        email: buyer,
        subject: 'A question',
        message: 'Is the prayer book also printed in large type?',
      }),
    });
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

  it('a day of the Church year', async () => {
    const page = await shop.visit();
    await page.goto('/calendar/2025-12-25');
    await see(page.getByRole('heading', { level: 2, name: 'Readings' }));
    await see(page.getByText(/Bethlehem/).first());
    await expectAccessible(page, 'day /calendar/2025-12-25');
  });

  it('a month of the Church year, Old Calendar', async () => {
    const page = await shop.visit();
    await page.goto('/calendar/2026-01?calendar=old');
    await see(page.getByRole('link', { name: 'Wednesday, 7 January 2026' }));
    await expectAccessible(page, 'month /calendar/2026-01?calendar=old');
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

  it('search results', async () => {
    const page = await shop.visit();
    await page.goto('/search?q=prayer');
    await see(page.getByRole('main').getByRole('heading', { level: 2, name: /^Products/ }));
    await expectAccessible(page, 'search /search?q=prayer');
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

  const staffScreens: {
    name: string;
    path: () => string;
    ready: (page: Page) => Promise<unknown>;
  }[] = [
    {
      name: 'admin products',
      path: () => '/admin/products',
      ready: async (page) => {
        await loaded(page, 'Manage Products');
        await see(page.getByRole('table', { name: 'Products' }));
      },
    },
    {
      name: 'admin new product',
      path: () => '/admin/products/new',
      ready: async (page) => {
        await loaded(page, 'New Product');
        await see(page.getByRole('button', { name: 'Save draft' }));
      },
    },
    {
      name: 'admin edit product',
      path: () => `/admin/products/${productId}/edit`,
      ready: async (page) => {
        await loaded(page, 'Edit Product');
        await see(page.getByRole('button', { name: 'Save Product' }));
      },
    },
    {
      name: 'admin collections',
      path: () => '/admin/collections',
      ready: async (page) => {
        await loaded(page, 'Manage Collections');
        await see(page.getByRole('table', { name: 'Collections' }));
      },
    },
    {
      name: 'admin pearls',
      path: () => '/admin/pearls',
      ready: async (page) => {
        await loaded(page, 'Manage Pearls');
        await see(page.getByRole('table', { name: 'Pearls' }));
      },
    },
    {
      name: 'admin orders',
      path: () => '/admin/orders',
      ready: async (page) => {
        await loaded(page, 'Orders');
        await see(page.getByRole('table', { name: 'Orders' }).getByText(orderNumber));
      },
    },
    {
      name: 'admin order',
      path: () => `/admin/orders/${orderNumber}`,
      ready: async (page) => {
        await loaded(page, `Order ${orderNumber}`);
        await see(page.getByRole('button', { name: 'Mark shipped' }));
      },
    },
    {
      name: 'admin messages',
      path: () => '/admin/messages',
      ready: async (page) => {
        await loaded(page, 'Messages');
        await see(page.getByRole('listitem', { name: 'Message from Axe Reader' }));
      },
    },
    {
      name: 'admin codes',
      path: () => '/admin/codes',
      ready: (page) => loaded(page, 'Discount codes'),
    },
    {
      name: 'admin gifts',
      path: () => '/admin/gifts',
      ready: (page) => loaded(page, 'Gifts'),
    },
    {
      name: 'admin names for prayer',
      path: () => '/admin/gifts/prayer-names',
      ready: (page) => loaded(page, 'Names for prayer'),
    },
    {
      name: 'admin sponsored copies',
      path: () => '/admin/gifts/sponsored-copies',
      ready: async (page) => {
        await loaded(page, 'Sponsored copies');
        await see(page.getByRole('form', { name: /^Record copies sent from / }).first());
      },
    },
    {
      name: 'admin settings',
      path: () => '/admin/settings',
      ready: (page) => loaded(page, 'Settings'),
    },
    {
      name: 'admin subscribers',
      path: () => '/admin/subscribers',
      ready: async (page) => {
        await loaded(page, 'Subscribers');
        await see(page.getByRole('searchbox'));
      },
    },
    {
      name: 'admin subscribers import',
      path: () => '/admin/subscribers/import',
      ready: (page) => loaded(page, 'Import subscribers'),
    },
    {
      name: 'admin email lists',
      path: () => '/admin/subscribers/lists',
      ready: (page) => loaded(page, 'Email lists'),
    },
    {
      name: 'admin emails',
      path: () => '/admin/newsletters',
      ready: (page) => loaded(page, 'Emails'),
    },
    {
      name: 'admin series texts',
      path: () => '/admin/newsletters/series',
      ready: (page) => loaded(page, 'Series texts'),
    },
  ];

  for (const { width, phone } of WIDTHS) {
    for (const screen of staffScreens) {
      it(`${screen.name} (${width})`, async () => {
        const page = await shop.visit({ phone });
        await storeSession(page, admin);
        await page.goto(screen.path());
        await atPath(page, screen.path());
        await screen.ready(page);
        await expectNoViolations(page, `${screen.name} ${screen.path()} (${width})`);
      });
    }

    it(`my downloads, asking and sent (${width})`, async () => {
      const page = await shop.visit({ phone });
      await page.goto('/downloads');
      await seeHeading(page, 'My Downloads');
      await see(askForm(page));
      await expectNoViolations(page, `my downloads /downloads, ask (${width})`);
      await askForLink(page, `axe-nobody-${width}@example.com`);
      await expectNoViolations(page, `my downloads /downloads, sent (${width})`);
    });

    it(`my downloads, the library (${width})`, async () => {
      const page = await shop.visit({ phone });
      await signInToLibrary(page, shop.dataDir, buyer);
      await see(page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem'));
      await expectNoViolations(page, `my downloads /downloads, library (${width})`);
    });

    it(`giving, the form and the thank-you (${width})`, async () => {
      const page = await shop.visit({ phone });
      await page.goto('/donate');
      await seeHeading(page, 'Give Gracefully');
      await expectNoViolations(page, `giving /donate (${width})`);
      // The form open, with every field it may show: a tribute, its card, names for prayer.
      await page.getByRole('button', { name: 'Give on this page' }).click();
      await see(givingForm(page));
      await dedicate(page, DEDICATION);
      await expectNoViolations(page, `giving /donate, the form with a tribute (${width})`);
      await page.goto('/donate');
      await page.getByRole('button', { name: 'Sponsor copies' }).click();
      await see(page.getByRole('form', { name: 'Sponsor copies' }));
      await expectNoViolations(page, `giving /donate, sponsor copies (${width})`);
      await page.goto('/donate');
      await giveInDemo(page, {
        amount: 25,
        monthly: true,
        fund: 'Printed copies for prisons',
        email: `axe-giver-${width}@example.com`,
        ...DEDICATION,
      });
      await expectNoViolations(page, `giving /donate, thank-you (${width})`);
    });

    it(`the email list: subscribe, confirm, choices (${width})`, async () => {
      const reader = `axe-reader-${width}-${Date.now().toString(36)}@example.com`;
      const page = await shop.visit({ phone });
      await page.goto('/subscribe');
      await see(page.getByRole('button', { name: 'Subscribe' }));
      await expectNoViolations(page, `subscribe /subscribe (${width})`);
      await askToSubscribe(shop.url, reader);
      await page.goto(linkIn(await confirmationFor(shop.dataDir, reader), '/subscribe/confirm/'));
      await seeHeading(page, 'Confirm your subscription');
      await expectNoViolations(page, `confirm /subscribe/confirm/… (${width})`);
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await seeHeading(page, 'You’re subscribed');
      await expectNoViolations(page, `confirmed /subscribe/confirm/… (${width})`);
      await page.getByRole('link', { name: 'Choose lists and calendar' }).click();
      await seeHeading(page, 'Your Email Subscriptions');
      await expectNoViolations(page, `choices /subscriptions/… (${width})`);
    });

    it(`manage my monthly gift, asking and sent (${width})`, async () => {
      const page = await shop.visit({ phone });
      await page.goto('/donate/manage');
      await seeHeading(page, 'Manage My Monthly Gift');
      await see(manageAskForm(page));
      await expectNoViolations(page, `manage gift /donate/manage, ask (${width})`);
      await askForManageLink(page, `axe-nobody-${width}@example.com`);
      await expectNoViolations(page, `manage gift /donate/manage, sent (${width})`);
    });

    it(`manage my monthly gift, the gifts (${width})`, async () => {
      const donor = `axe-monthly-${width}-${Date.now().toString(36)}@example.com`;
      const given = await fetch(`${shop.url}/payments/gifts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ frequency: 'monthly', amount: 25, email: donor }),
      });
      expect(given.status).toBe(201);
      const page = await shop.visit({ phone });
      await signInToManage(page, shop.dataDir, donor);
      await see(page.getByRole('list', { name: 'Your monthly gifts' }).getByRole('listitem'));
      await expectNoViolations(page, `manage gift /donate/manage, gifts (${width})`);
    });
  }
});

// `pnpm --filter @ministry/e2e screenshots`: the main screens at desktop (1280×800) and phone
// (390×844) widths, as docs/screenshots/<screen>-<width>.png (the viewport only, to keep the
// files small, unless a screen asks for the whole page). Starts its own shop and browser, like
// the tests, and stops them. Pictures of screens this script does not know are left alone.
// Names given after `--` take only the screens whose names start so.
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, storeSession, type ApiSession } from './support/admin';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { SPRINGFIELD_WITHOUT_STATE } from './support/checkout';
import { payInDemo } from './support/demo-pay';
import { expiredDownloadLink } from './support/download-links';
import { findMailInOutbox, sentTo } from './support/files';
import { dedicate, giveInDemo, givingForm, manageAskForm, signInToManage } from './support/giving';
import { askForLink, askForm, openLink, signInLinkFor } from './support/library';
import { see, seeHeading } from './support/see';
import { ADMIN, startE2EStack } from './support/stack';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');

/** What the screens of the order desk and the library show: one order, made before the pictures. */
interface Shared {
  baseUrl: string;
  dataDir: string;
  /** Paid, a physical line shipped and the digital one refunded. */
  orderNumber: string;
  /** Bought a download (not refunded), so has a library. */
  reader: string;
  /** The reader's order, whose confirmation email is pictured. */
  readerOrder: string;
  /** The reader's newest sign-in link, shown by one screen and used by the next. */
  signInLink?: string;
}

interface Screen {
  name: string;
  /** Signed in as the admin first. */
  staff?: boolean;
  show(page: Page, shared: Shared): Promise<unknown>;
  /** Scroll here before the picture (the top of the page otherwise). */
  scrollTo?: (page: Page) => Locator;
  /** The whole page rather than the viewport (a long form or detail). */
  fullPage?: boolean;
  /** Pictured where the page itself left the window (an outcome it scrolled into view). */
  keepScroll?: boolean;
}

/** Staff screens load their data in the browser: ready once no list is still loading. */
async function loaded(page: Page, heading: string): Promise<void> {
  await seeHeading(page, heading);
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'hidden' });
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
    name: 'product-parish-quantities',
    show: async (page) => {
      await page.goto('/product/morning-and-evening-prayers?format=physical');
      await see(page.getByRole('region', { name: 'Parish quantities' }));
    },
    scrollTo: (page) => page.getByRole('heading', { name: 'Parish quantities' }),
  },
  {
    name: 'cart-parish-quantities',
    show: async (page) => {
      await addToCart(page, '/product/morning-and-evening-prayers?format=physical');
      await page.getByRole('button', { name: /^Open cart/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      for (let copy = 1; copy < 10; copy += 1)
        await drawer.getByRole('button', { name: 'One more Morning and Evening Prayers' }).click();
      await see(drawer.getByText('10 or more copies: 15% off each'));
    },
  },
  {
    name: 'product-pay-what-you-can',
    show: async (page) => {
      await page.goto('/product/genesis-with-the-fathers?format=digital');
      const amount = page.getByRole('textbox', { name: 'Pay what you can (US dollars)' });
      await see(amount);
      // What a buyer sees when they ask to pay less than the least price.
      await amount.fill('2');
      await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
      await see(page.getByText('The least you can pay for this is $3.00.'));
    },
    scrollTo: (page) => page.getByRole('textbox', { name: 'Pay what you can (US dollars)' }),
  },
  {
    name: 'free-download-gift',
    show: async (page) => {
      await page.goto('/product/morning-prayer-card?format=digital');
      await page.locator('main').getByRole('button', { name: 'Get Free Resource' }).click();
      await see(page.getByRole('region', { name: 'Give something for this?' }));
    },
    scrollTo: (page) => page.getByRole('heading', { name: 'Give something for this?' }),
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
    name: 'download-error',
    show: async (page, shared) => {
      // An old email's link, past its date: the api's own page, no React to wait for.
      const link = await expiredDownloadLink(
        shared.baseUrl,
        shared.dataDir,
        'morning-and-evening-prayers',
      );
      await page.mainFrame().goto(new URL(link, shared.baseUrl).href);
      await seeHeading(page, 'This link has expired');
    },
  },
  {
    // A physical item's delivery address, asked as the US writes it (City, State, ZIP code).
    name: 'checkout-address',
    show: async (page) => {
      await addToCart(page, '/product/family-prayer-book?format=physical');
      await page.goto('/checkout');
      await see(page.getByRole('region', { name: 'Demo Payment' }).getByLabel('ZIP code'));
    },
    scrollTo: (page) => page.getByRole('group', { name: 'Delivery address' }),
  },
  {
    name: 'thank-you-address',
    show: async (page) => {
      await addToCart(page, '/product/family-prayer-book?format=physical');
      await page.goto('/checkout');
      await payInDemo(page, {
        email: 'reader@example.com',
        deliverTo: { ...SPRINGFIELD_WITHOUT_STATE, state: 'Illinois' },
      });
    },
    scrollTo: (page) => page.getByRole('region', { name: 'Delivery' }),
  },
  {
    name: 'donate',
    show: async (page) => {
      await page.goto('/donate');
      await seeHeading(page, 'Give Gracefully');
    },
  },
  {
    name: 'donate-sponsor-copies',
    show: async (page) => {
      await page.goto('/donate');
      await page.getByRole('button', { name: 'Sponsor copies' }).click();
      await see(page.getByRole('form', { name: 'Sponsor copies' }));
    },
    scrollTo: (page) => page.getByRole('form', { name: 'Sponsor copies' }),
  },
  {
    // A gift in memory of someone, its card and names for prayer, filled in before giving.
    name: 'donate-tribute',
    show: async (page) => {
      await page.goto('/donate');
      await page.getByRole('button', { name: 'Give on this page' }).click();
      await see(givingForm(page));
      await dedicate(page, {
        tribute: {
          kind: 'In memory of',
          name: 'Fr. John',
          card: {
            to: 'Presbytera Anna',
            email: 'anna@example.org',
            message: 'He baptised all of us. We remember him at every Liturgy.',
          },
        },
        prayerNames: { living: ['Maria', 'Nicholas', 'the newborn Seraphim'], departed: ['John'] },
      });
    },
    scrollTo: (page) =>
      page.getByRole('checkbox', { name: 'Give in honour or in memory of someone' }),
  },
  {
    name: 'admin-prayer-names',
    staff: true,
    show: async (page) => {
      // A gift with names first (the admin gives as any visitor would).
      await page.goto('/donate');
      await giveInDemo(page, {
        amount: 20,
        monthly: false,
        email: 'helen.giver@example.org',
        name: 'Helen',
        prayerNames: {
          living: ['Maria', 'Nicholas', 'the newborn Seraphim', 'the servant of God Photini'],
          departed: ['John', 'the newly departed Fr. Alexander', 'Xenia'],
        },
      });
      await page.goto('/admin/gifts/prayer-names');
      await loaded(page, 'Names for prayer');
    },
  },
  {
    // The window as the donor is left in it: the thank-you scrolled into view, focus inside.
    name: 'donate-thank-you',
    keepScroll: true,
    show: async (page) => {
      await page.goto('/donate');
      await giveInDemo(page, {
        amount: 25,
        monthly: false,
        name: 'Maria Petrova',
        email: 'maria.giver@example.org',
      });
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
      // The owner's day first: what to ship, answer, restock and publish.
      await see(page.getByRole('heading', { name: 'Today', exact: true }));
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
  {
    name: 'admin-products',
    staff: true,
    show: async (page) => {
      // Physical editions, whose stock the owner edits in the list.
      await page.goto('/admin/products?format=physical');
      await loaded(page, 'Manage Products');
      await see(page.getByRole('textbox', { name: /^Stock of / }).first());
    },
  },
  {
    name: 'admin-product-form',
    staff: true,
    fullPage: true,
    show: async (page) => {
      await page.goto('/admin/products?q=family-prayer-book&format=physical');
      await loaded(page, 'Manage Products');
      await page.getByRole('link', { name: /^Edit A Family Prayer Book/ }).click();
      await loaded(page, 'Edit Product');
      await see(page.getByRole('button', { name: 'Save Product' }));
    },
  },
  {
    name: 'admin-product-pay-what-you-can',
    staff: true,
    show: async (page) => {
      await page.goto('/admin/products?q=genesis-with-the-fathers');
      await loaded(page, 'Manage Products');
      await page.getByRole('link', { name: /^Edit In the Beginning/ }).click();
      await loaded(page, 'Edit Product');
      await see(page.getByLabel('Suggested amount (USD)'));
    },
    scrollTo: (page) => page.getByRole('radio', { name: 'Pay what you can' }),
  },
  {
    name: 'admin-codes',
    staff: true,
    show: async (page) => {
      await page.goto('/admin');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const headers = { authorization: `Bearer ${token ?? ''}` };
      const codes = [
        {
          code: 'BRIGHT-WEEK',
          description: 'Bright Week: Christ is risen!',
          kind: 'percent',
          percentOff: 20,
          window: { kind: 'season', season: 'bright-week' },
          maxUsesPerBuyer: 1,
        },
        {
          code: 'PARISH-STUDY',
          description: 'For a parish study group',
          kind: 'amount',
          amountOff: 10,
          minimumOrder: 60,
          maxUses: 25,
        },
      ];
      for (const code of codes) {
        const answer = await page.request.post('/payments/codes', { headers, data: code });
        // A second width finds the code made by the first.
        if (!answer.ok() && answer.status() !== 409) {
          throw new Error(`POST /payments/codes: ${answer.status()}`);
        }
      }
      await page.goto('/admin/codes');
      await loaded(page, 'Discount codes');
      await see(page.getByRole('table', { name: 'Codes' }).getByText('BRIGHT-WEEK'));
    },
    fullPage: true,
  },
  {
    // A code applied at checkout: what it takes off, in the summary and on the Pay button.
    name: 'checkout-code',
    staff: true,
    show: async (page) => {
      await page.goto('/admin');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const answer = await page.request.post('/payments/codes', {
        headers: { authorization: `Bearer ${token ?? ''}` },
        data: { code: 'PARISH-20', description: 'For our parish', kind: 'percent', percentOff: 20 },
      });
      // A second width finds the code made by the first.
      if (!answer.ok() && answer.status() !== 409) {
        throw new Error(`POST /payments/codes: ${answer.status()}`);
      }
      await addToCart(page, '/product/morning-and-evening-prayers?format=digital');
      await page.goto('/checkout');
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Have a discount code?' }).click();
      await main.getByRole('textbox', { name: 'Discount code' }).fill('parish-20');
      await main.getByRole('button', { name: 'Apply' }).click();
      await see(main.getByRole('status').getByText(/Code PARISH-20 applied/));
      await see(page.getByRole('button', { name: 'Pay $3.99' }));
    },
  },
  {
    name: 'admin-sponsored-copies',
    staff: true,
    show: async (page) => {
      await page.goto('/admin/gifts/sponsored-copies');
      await loaded(page, 'Sponsored copies');
      await see(page.getByRole('form', { name: /^Record copies sent from / }).first());
    },
  },
  {
    name: 'admin-orders',
    staff: true,
    show: async (page, { orderNumber }) => {
      await page.goto('/admin/orders');
      await loaded(page, 'Orders');
      await see(page.getByRole('table', { name: 'Orders' }).getByText(orderNumber));
    },
  },
  {
    name: 'admin-order-detail',
    staff: true,
    fullPage: true,
    show: async (page, { orderNumber }) => {
      await page.goto(`/admin/orders/${orderNumber}`);
      await loaded(page, `Order ${orderNumber}`);
      await see(page.getByRole('region', { name: 'Timeline' }));
    },
  },
  {
    name: 'admin-donors',
    staff: true,
    show: async (page) => {
      await page.goto('/admin/gifts/donors');
      await loaded(page, 'Donors');
      await see(page.getByRole('table', { name: 'Donors' }).getByRole('row').nth(1));
    },
  },
  {
    name: 'admin-settings',
    staff: true,
    fullPage: true,
    show: async (page) => {
      await page.goto('/admin/settings');
      await loaded(page, 'Settings');
      const backups = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Backups' }) });
      await backups.getByRole('button', { name: 'Back up now' }).click();
      await see(backups.getByRole('status').filter({ hasText: /^Backup done: / }));
    },
  },
  {
    name: 'downloads-ask',
    show: async (page) => {
      await page.goto('/downloads');
      await see(askForm(page));
    },
  },
  {
    name: 'downloads-sent',
    show: async (page) => {
      await page.goto('/downloads');
      // The same answer for every address: one that bought nothing gets no mail.
      await askForLink(page, 'someone@example.org');
    },
  },
  {
    name: 'downloads-sign-in',
    show: async (page, shared) => {
      await page.goto('/downloads');
      await askForLink(page, shared.reader);
      shared.signInLink = await signInLinkFor(shared.dataDir, shared.reader);
      await page.goto(shared.signInLink);
      await seeHeading(page, 'Open My Downloads');
    },
  },
  {
    name: 'downloads-library',
    show: async (page, { reader, signInLink }) => {
      await openLink(page, signInLink ?? '');
      await see(page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem'));
      await see(page.getByText(`Signed in as ${reader}.`));
    },
  },
  {
    name: 'downloads-link-used',
    show: async (page, { signInLink }) => {
      await openLink(page, signInLink ?? '');
      await seeHeading(page, 'This Link Cannot Be Used');
    },
  },
  {
    name: 'giving-manage-ask',
    show: async (page) => {
      await page.goto('/donate/manage');
      await see(manageAskForm(page));
    },
  },
  {
    name: 'giving-manage-page',
    show: async (page, { dataDir }) => {
      // A monthly donor of the moment: each picture signs in with its own link.
      const donor = `monthly-${Date.now().toString(36)}@example.com`;
      const given = await page.request.post('/payments/gifts', {
        data: {
          frequency: 'monthly',
          amount: 25,
          fund: 'printed-copies-for-prisons',
          email: donor,
        },
      });
      if (given.status() !== 201) throw new Error(`the monthly gift failed: ${given.status()}`);
      await signInToManage(page, dataDir, donor);
      await see(page.getByRole('list', { name: 'Your monthly gifts' }).getByRole('listitem'));
    },
  },
  {
    name: 'email-confirmation',
    fullPage: true,
    show: async (page, { dataDir, reader, readerOrder }) => {
      // The order confirmation as a mail client shows its HTML part.
      const mail = await findMailInOutbox(
        dataDir,
        (message) =>
          sentTo(message, reader) &&
          message.subject?.startsWith(`Your order ${readerOrder} `) === true,
      );
      await page.setContent(mail.html ?? '', { waitUntil: 'load' });
      await see(page.getByText(`Order ${readerOrder}`));
    },
  },
  {
    // Last: the goal it sets stays on /donate for the rest of the run.
    name: 'donate-goal',
    staff: true,
    show: async (page) => {
      await page.goto('/');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const headers = { authorization: `Bearer ${token ?? ''}` };
      const { funds } = (await (
        await page.request.get('/payments/gifts/funds', { headers })
      ).json()) as { funds: { id: string; name: string; retired: boolean }[] };
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const [first, ...rest] = funds;
      if (!first) throw new Error('the demo shop has no fund to set a goal on');
      const answer = await page.request.patch('/payments/gifts/funds', {
        headers,
        data: {
          funds: [
            {
              ...first,
              goal: {
                amount: 2500,
                description: '500 prayer books for prisons',
                label: 'the Nativity Fast',
                startsOn: day(-13),
                endsOn: day(26),
              },
            },
            ...rest,
          ],
        },
      });
      if (!answer.ok()) throw new Error(`PATCH /payments/gifts/funds: ${answer.status()}`);
      // A gift to the fund, so that the meter has moved.
      await page.goto('/donate');
      await giveInDemo(page, {
        amount: 50,
        monthly: false,
        fund: first.name,
        email: 'goal-donor@example.org',
      });
      await page.goto('/donate');
      await see(page.getByRole('region', { name: 'What we are raising now' }));
    },
    scrollTo: (page) => page.getByRole('heading', { name: 'What we are raising now' }),
  },
];

/**
 * The order the order desk's pictures show, bought in demo mode and handled at the desk: the
 * book posted, the download refunded. And a second buyer with a download in their library.
 */
async function arrange(
  browser: Browser,
  baseURL: string,
  admin: ApiSession,
  dataDir: string,
): Promise<Shared> {
  const context = await newVisitor(browser, { baseURL });
  try {
    const page = await context.newPage();
    const buy = async (paths: string[], email: string) => {
      for (const path of paths) {
        await page.goto(path);
        await page.locator('main').getByRole('button', { name: 'Add to Cart' }).click();
        await see(page.getByRole('status').getByText('Added to your cart.'));
      }
      await page.goto('/checkout');
      // Every order here has a physical item, which needs a delivery address.
      return (await payInDemo(page, { email, deliverTo: true })).orderNumber;
    };
    const orderNumber = await buy(
      [
        '/product/family-prayer-book?format=physical',
        '/product/morning-and-evening-prayers?format=digital',
      ],
      'anna.reader@example.org',
    );
    const reader = 'maria.reader@example.org';
    const readerOrder = await buy(
      [
        '/product/gospel-of-john-study?format=digital',
        '/product/family-prayer-book?format=physical',
      ],
      reader,
    );

    await storeSession(page, admin);
    await page.goto(`/admin/orders/${orderNumber}`);
    await loaded(page, `Order ${orderNumber}`);
    await page.getByRole('textbox', { name: 'Tracking number' }).fill('9400 1000 0000 0000 0001');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await see(
      page.getByRole('status').getByText(`${orderNumber} is marked shipped.`, { exact: false }),
    );
    const lines = page.getByRole('group', { name: 'Lines to refund' });
    await lines.getByRole('checkbox', { name: /A Family Prayer Book/ }).uncheck();
    await lines.getByRole('checkbox', { name: /^Shipping/ }).uncheck();
    await page.getByRole('button', { name: /^Refund \$/ }).click();
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await see(page.getByRole('status').getByText(/^Refunded /));

    // Two donors for the donors view, given as donors give on /donate: once and monthly.
    for (const gift of [
      { amount: 40, monthly: false, email: 'irene.giver@example.org' },
      { amount: 25, monthly: true, email: 'basil.giver@example.org' },
    ]) {
      await page.goto('/donate');
      await giveInDemo(page, gift);
    }
    return { baseUrl: baseURL, dataDir, orderNumber, reader, readerOrder };
  } finally {
    await context.close();
  }
}

/** `screenshots giving- downloads-`: only the screens whose names start so (all by default). */
const prefixes = process.argv.slice(2);
const wanted = (screen: Screen) =>
  prefixes.length === 0 || prefixes.some((prefix) => screen.name.startsWith(prefix));

async function capture(
  browser: Browser,
  baseURL: string,
  admin: ApiSession,
  shared: Shared,
): Promise<string[]> {
  const written: string[] = [];
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const screen of SCREENS.filter(wanted)) {
      const context = await newVisitor(browser, { baseURL, viewport, mobile: width === 'phone' });
      try {
        const page = await context.newPage();
        // The same pearl in every picture, so that a refresh only changes what really changed.
        await context.addInitScript(() => {
          Math.random = () => 0.25;
        });
        if (screen.staff) await storeSession(page, admin);
        await screen.show(page, shared);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Clicks scroll their target into view, and react-router restores that position on the
        // next full page load: every picture starts at the top of its page.
        if (!screen.keepScroll) await page.evaluate(() => window.scrollTo(0, 0));
        if (screen.scrollTo) {
          await screen.scrollTo(page).evaluate((element) => {
            window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120);
          });
        }
        const file = join(OUT, `${screen.name}-${width}.png`);
        await page.screenshot({
          path: file,
          animations: 'disabled',
          caret: 'hide',
          fullPage: screen.fullPage ?? false,
        });
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
  const admin = await apiLogin(stack.url, ADMIN.email, ADMIN.password);
  const shared = await arrange(browser, stack.url, admin, stack.dataDir);
  const files = await capture(browser, stack.url, admin, shared);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `screenshots: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${OUT}`,
  );
} finally {
  await browser.close();
  await stack.stop();
}

// @vitest-environment node
/**
 * Every public route through React Router's request handler over the real server build (the
 * one the gateway runs; `pnpm test` builds it first), with the services mocked at the network
 * boundary: the status and the text a visitor (or a search engine) gets in the HTML.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  buildChurchDay,
  buildPearl,
  buildPost,
  buildProduct,
  buildSeasonResources,
  objectId,
} from '@/testing/factories';
import { server } from '@/testing/server';

// Where the server build calls the services (config/server-env.ts defaults).
const API = 'http://127.0.0.1:4000/api';
const PAYMENTS = 'http://127.0.0.1:4242';
// The public origin the head's addresses are written on (read by the build's entry.server).
const ORIGIN = 'https://orthodox-resources.example';
vi.stubEnv('WEB_ORIGIN', ORIGIN);

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

async function open(path: string, context: Record<string, unknown> = {}) {
  const response = await handle(new Request(`http://shop.test${path}`), context);
  return { status: response.status, html: await response.text() };
}

const digital = buildProduct({
  name: 'Gospel of John Study',
  slug: 'gospel-of-john',
  format: 'digital',
  price: 12,
  featured: true,
  description: 'A study with **St. John Chrysostom**.',
});
const physical = buildProduct({ ...digital, _id: objectId(), format: 'physical', price: 20 });
const collection = { _id: objectId(), name: 'Great Lent', slug: 'great-lent' };
const lent = { _id: objectId(), name: 'Great Lent', slug: 'great-lent' };
const post = buildPost({
  title: 'Forgiveness Sunday',
  slug: 'forgiveness',
  content: '*Forgive*',
  categories: [lent._id],
});
const pearl = buildPearl({ body: 'Pray without ceasing.' });

beforeEach(() => {
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${API}/pearls`, () => HttpResponse.json([pearl])),
    http.get(`${API}/calendar/pearl`, () => HttpResponse.json({ pearl })),
    http.get(`${API}/lists`, () => HttpResponse.json([])),
    http.get(`${API}/calendar/season`, () => HttpResponse.json(buildSeasonResources())),
    http.get(`${API}/products`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug');
      if (slug === null) return HttpResponse.json([digital]);
      // A renamed title's old slug: the api names the current one.
      if (slug === 'john-gospel')
        return HttpResponse.json({ redirect: { slug: digital.slug, format: 'digital' } });
      return HttpResponse.json(slug === digital.slug ? [digital, physical] : []);
    }),
    http.get(`${API}/products/id/:id`, ({ params }) =>
      params.id === digital._id
        ? HttpResponse.json(digital)
        : HttpResponse.json({ error: 'not_found', message: 'Product not found' }, { status: 404 }),
    ),
    http.get(`${API}/collections`, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('slug') === collection.slug ? [collection] : [],
      ),
    ),
    http.get(`${API}/posts`, () => HttpResponse.json([post])),
    http.get(`${API}/calendar/today`, () => HttpResponse.json(buildChurchDay())),
    http.get(`${API}/categories`, () => HttpResponse.json([lent])),
    http.get(`${API}/posts/slug/:slug`, ({ params }) =>
      params.slug === post.slug
        ? HttpResponse.json(post)
        : HttpResponse.json({ error: 'not_found', message: 'Post not found' }, { status: 404 }),
    ),
    http.get(`${API}/:offerings`, ({ params }) =>
      ['biblestudies', 'prayers', 'nutsandbolts'].includes(String(params.offerings))
        ? HttpResponse.json([digital])
        : HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 }),
    ),
  );
});

describe('public routes rendered on the server', () => {
  it.each([
    ['/', 'Welcome to Orthodox Resources', 'Gospel of John Study'],
    ['/store', 'The Store', 'Gospel of John Study'],
    ['/store?sort=cheapest&format=vinyl&free=maybe&free=1', 'The Store', 'Gospel of John Study'],
    ['/products/booklets', 'Booklets', 'Gospel of John Study'],
    ['/offerings', 'Our Offerings', 'Gospel of John Study'],
    ['/graphics', 'Orthodox Graphics', 'Gospel of John Study'],
    ['/nutsandbolts', 'Nuts &amp; Bolts of Prayer', 'Gospel of John Study'],
    ['/biblestudies', 'Bible Studies', 'View Study'],
    ['/orthodoxprayers', 'Orthodox Prayers', 'View Collection'],
    ['/booklets', 'Booklets', 'View Booklet'],
    ['/freebies', 'Free Resources', 'Get Free Resource'],
    ['/product/gospel-of-john?format=digital', 'Gospel of John Study', '$12.00'],
    ['/product/gospel-of-john/physical', 'Gospel of John Study', '$20.00'],
    [`/product/id/${digital._id}`, 'Gospel of John Study', '$12.00'],
    ['/gospel-of-john?format=digital', 'Gospel of John Study', 'Add to Cart'],
    ['/collection/great-lent', 'Great Lent', 'Gospel of John Study'],
    ['/journey', 'The Journey', 'Forgiveness Sunday'],
    ['/journey?category=great-lent', 'Posts in Great Lent', 'Forgiveness Sunday'],
    ['/journey?category=nope&category=x', 'The Journey', 'There is no such category'],
    ['/journey/forgiveness', 'Forgiveness Sunday', '<em>Forgive</em>'],
    ['/about', 'Our Mission', 'Offer Your Support'],
    ['/contact', 'Reach Out for Support or Prayer', '24 hours'],
    ['/legal', 'Legal Notice', 'without warranty'],
    ['/donate', 'Give Gracefully', 'Offer Your Support'],
    ['/purpose', 'Our Purpose', 'Candles burning before an icon'],
    ['/pearls', 'Orthodox Pearls', 'Pray without ceasing.'],
    [`/pearls/${pearl._id}`, 'Orthodox Pearls', 'Pray without ceasing.'],
  ])('%s answers 200 with its content', async (path, heading, text) => {
    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(heading);
    expect(page.html).toContain(text);
  });

  it.each([
    [
      'in Great Lent, on the Annunciation',
      buildChurchDay({
        date: '2027-03-25',
        daysFromPascha: -38,
        season: { id: 'great-lent', name: 'Great Lent', day: 11 },
        feasts: [{ id: 'annunciation', name: 'Annunciation', rank: 'great' }],
        fast: { isFastDay: true, level: 'fish', reason: 'fasting-season', description: '' },
      }),
      'Great Lent · day 11 · Annunciation · fish, wine and oil allowed',
    ],
    [
      'on Pascha',
      buildChurchDay({
        date: '2027-05-02',
        daysFromPascha: 0,
        season: { id: 'bright-week', name: 'Bright Week', day: 1 },
        feasts: [{ id: 'pascha', name: 'Pascha: the Resurrection of Christ', rank: 'great' }],
        fast: { isFastDay: false, level: 'none', reason: 'fast-free-period', description: '' },
      }),
      'Pascha · Christ is risen!',
    ],
  ])(
    'says the Church’s day %s on every page, asked for the ministry’s calendar',
    async (_, day, line) => {
      const asked: string[] = [];
      server.use(
        http.get(`${API}/calendar/today`, ({ request }) => {
          asked.push(new URL(request.url).search);
          return HttpResponse.json(day);
        }),
      );

      for (const path of ['/', '/about']) {
        const page = await open(path);
        expect(page.html).toMatch(/aria-label="Today in the Church"/);
        expect(page.html).toContain(line);
      }
      // No calendar named: the api answers the owner's DEFAULT_CALENDAR.
      expect(asked).toEqual(['', '']);
    },
  );

  it('leaves the Today line out when the calendar call fails', async () => {
    server.use(http.get(`${API}/calendar/today`, () => HttpResponse.error()));

    const page = await open('/about');

    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Today in the Church');
  });

  it('shows a post with links to its categories', async () => {
    const page = await open('/journey/forgiveness');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/journey?category=great-lent"');
  });

  it.each([
    ['/product/no-such-thing?format=digital', 'Resource Not Found'],
    [`/product/id/${'f'.repeat(24)}`, 'Resource Not Found'],
    ['/product', 'Invalid product URL - no id or slug provided'],
    ['/gospel-of-john', 'Page Not Found'],
    ['/products/no-such-shelf', 'Page Not Found'],
    ['/collection/no-such-collection', 'Collection not found'],
    ['/journey/no-such-post', 'Post not found'],
    ['/no/such/page', 'Page Not Found'],
  ])('%s answers 404 and says so', async (path, text) => {
    const page = await open(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain(text);
  });

  describe('an id link', () => {
    // Like the api: the product with that id, or the edition of its title that `format` names.
    beforeEach(() => {
      server.use(
        http.get(`${API}/products/id/:id`, ({ params, request }) => {
          const format = new URL(request.url).searchParams.get('format');
          const named = [digital, physical].find((edition) => edition._id === params.id);
          if (!named) return HttpResponse.json({ error: 'not_found' }, { status: 404 });
          const asked = [digital, physical].find((edition) => edition.format === format);
          return HttpResponse.json(asked ?? named);
        }),
      );
    });

    it('shows the product with that id when it names no format', async () => {
      const page = await open(`/product/id/${physical._id}`);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/Format: (<!-- -->)?Physical/);
      expect(page.html).toContain('$20.00');
    });

    it('shows the edition its format names', async () => {
      const page = await open(`/product/id/${physical._id}/digital`);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/Format: (<!-- -->)?Digital/);
      expect(page.html).toContain('$12.00');
    });
  });

  it('offers the other edition on a 404 for a format the title does not have', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json([digital])));
    const page = await open('/product/gospel-of-john/physical');
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/View the (<!-- -->)?Digital(<!-- -->)? edition/);
  });

  it.each(['/checkout', '/return?session_id=cs_1', '/login', '/admin', '/admin/posts'])(
    '%s is sent as its loading state, for the browser to render',
    async (path) => {
      const page = await open(path);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/Preparing your checkout|Confirming your order|Loading…/);
    },
  );

  it('sends a renamed product’s old address to its new one with a permanent redirect', async () => {
    const response = await handle(
      new Request('http://shop.test/product/john-gospel?format=physical'),
    );

    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/product/gospel-of-john?format=physical');
  });

  it('shows the product page’s error boundary when the api fails, with its status', async () => {
    server.use(
      http.get(`${API}/products`, () =>
        HttpResponse.json({ error: 'internal', message: 'Database down' }, { status: 500 }),
      ),
    );
    const page = await open('/product/gospel-of-john?format=digital');
    expect(page.status).toBe(500);
    expect(page.html).toContain('This Resource Is Currently Unavailable');
    expect(page.html).toContain('Try again');
  });

  it('shows a list’s error panel, in the page, when its call fails', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json({}, { status: 503 })));
    const page = await open('/booklets');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Booklets Currently Unavailable');
    expect(page.html).toContain('Could not load booklet products.');
  });

  it('says on every page that payments run in demo mode, and not otherwise', async () => {
    expect((await open('/about')).html).toContain('Demo shop: no real payments');
    server.use(
      http.get(`${PAYMENTS}/config`, () =>
        HttpResponse.json({ mode: 'stripe', publishableKey: 'pk_test_1' }),
      ),
    );
    expect((await open('/about')).html).not.toContain('Demo shop');
  });

  it('takes Add to Cart posted before the JavaScript arrived, and hands it to the page', async () => {
    const response = await handle(
      new Request('http://shop.test/product/gospel-of-john?format=digital', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ productId: digital._id, intent: 'add' }),
      }),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Gospel of John Study');
    expect(html).toContain('Added to your cart.');
  });

  it('puts the gateway’s nonce on every inline script', async () => {
    const { html } = await open('/', { cspNonce: 'n0nce' });
    // Structured data (JSON-LD) is a data block, never run: the CSP does not apply to it.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => tag.includes('nonce="n0nce"'))).toBe(true);
  });
});

/** What a search engine or a social network reads in a page's head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const content = (pattern: RegExp) => pattern.exec(head)?.[1];
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title),
    description: content(/<meta name="description" content="([^"]*)"/),
    canonical: content(/<link rel="canonical" href="([^"]*)"/),
    robots: content(/<meta name="robots" content="([^"]*)"/),
    og: (property: string) =>
      content(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
    twitterCard: content(/<meta name="twitter:card" content="([^"]*)"/),
    feed: content(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]*)"/),
    podcast: content(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]*podcast[^"]*" href="([^"]*)"/,
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    ),
  };
}

describe('the head of every public page', () => {
  it.each([
    ['/', 'Orthodox Resources · Tools for the Journey', '/', ['Organization', 'WebSite']],
    ['/store', 'The Store', '/store', []],
    ['/store?sort=cheapest&format=digital&free=1', 'The Store', '/store', []],
    ['/products/booklets', 'Booklets', '/products/booklets', ['BreadcrumbList']],
    ['/offerings', 'Our Offerings', '/offerings', []],
    ['/graphics', 'Orthodox Graphics', '/graphics', []],
    ['/nutsandbolts', 'Nuts &amp; Bolts of Prayer', '/nutsandbolts', []],
    ['/biblestudies', 'Bible Studies', '/biblestudies', []],
    ['/orthodoxprayers', 'Orthodox Prayers', '/orthodoxprayers', []],
    ['/booklets', 'Booklets', '/booklets', []],
    ['/freebies', 'Free Resources', '/freebies', []],
    [
      '/product/gospel-of-john?format=digital',
      'Gospel of John Study',
      '/product/gospel-of-john',
      ['Product', 'BreadcrumbList'],
    ],
    [
      '/product/gospel-of-john/physical',
      'Gospel of John Study',
      '/product/gospel-of-john?format=physical',
      ['Product', 'BreadcrumbList'],
    ],
    [
      `/product/id/${digital._id}`,
      'Gospel of John Study',
      '/product/gospel-of-john',
      ['Product', 'BreadcrumbList'],
    ],
    [
      '/gospel-of-john?format=digital',
      'Gospel of John Study',
      '/product/gospel-of-john',
      ['Product', 'BreadcrumbList'],
    ],
    ['/collection/great-lent', 'Great Lent', '/collection/great-lent', ['BreadcrumbList']],
    ['/journey', 'The Journey', '/journey', []],
    ['/journey?category=great-lent', 'Great Lent · The Journey', '/journey', []],
    [
      '/journey/forgiveness',
      'Forgiveness Sunday',
      '/journey/forgiveness',
      ['Article', 'BreadcrumbList'],
    ],
    ['/about', 'Our Mission', '/about', []],
    ['/contact', 'Contact', '/contact', []],
    ['/legal', 'Legal', '/legal', []],
    ['/donate', 'Give Gracefully', '/donate', []],
    ['/purpose', 'Our Purpose', '/purpose', []],
    ['/search', 'Search', '/search', []],
    ['/pearls', 'Orthodox Pearls', '/pearls', []],
    [`/pearls/${pearl._id}`, `${pearl.title} · Orthodox Pearls`, `/pearls/${pearl._id}`, []],
  ])(
    '%s: its title, description, one address, social card and structured data',
    async (path, title, canonical, types) => {
      const head = headOf((await open(path)).html);
      const fullTitle = title.includes('Orthodox Resources')
        ? title
        : `${title} · Orthodox Resources`;
      expect(head.titles).toEqual([fullTitle]);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(155);
      expect(head.canonical).toBe(`${ORIGIN}${canonical}`);
      expect(head.robots).toBeUndefined();
      expect(head.og('title')).toBe(title === fullTitle ? 'Orthodox Resources' : title);
      expect(head.og('url')).toBe(head.canonical);
      expect(head.og('description')).toBe(head.description);
      expect(head.og('image')).toMatch(new RegExp(`^${ORIGIN}/images/.+\\.(png|jpe?g|webp)$`));
      expect(head.og('site_name')).toBe('Orthodox Resources');
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.feed).toBe(`${ORIGIN}/journey/feed.xml`);
      expect(head.podcast).toBe(`${ORIGIN}/journey/podcast.xml`);
      expect(head.jsonLd.map((item) => item['@type'])).toEqual(types);
    },
  );

  it('gives a product its offer: price, currency, stock, address and picture', async () => {
    const head = headOf((await open('/product/gospel-of-john/physical')).html);
    const [product, trail] = head.jsonLd;
    expect(head.og('type')).toBe('website');
    expect(head.description).toBe('A study with St. John Chrysostom.');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Gospel of John Study',
      url: `${ORIGIN}/product/gospel-of-john?format=physical`,
      image: `${ORIGIN}${physical.imageUrl}`,
      offers: {
        '@type': 'Offer',
        price: '20.00',
        priceCurrency: 'USD',
        url: `${ORIGIN}/product/gospel-of-john?format=physical`,
      },
    });
    expect(trail).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'The Store', item: `${ORIGIN}/store` },
        { position: 3, name: 'Gospel of John Study' },
      ],
    });
  });

  it('shares a product’s own picture when it is one social networks show', async () => {
    server.use(
      http.get(`${API}/products`, () =>
        HttpResponse.json([{ ...digital, imageUrl: '/media/gospel-of-john.jpg' }]),
      ),
    );
    const head = headOf((await open('/product/gospel-of-john?format=digital')).html);
    expect(head.og('image')).toBe(`${ORIGIN}/media/gospel-of-john.jpg`);
  });

  it('marks a free product as free to access', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json([{ ...digital, price: 0 }])));
    const [product] = headOf((await open('/product/gospel-of-john?format=digital')).html).jsonLd;
    expect(product).toMatchObject({ isAccessibleForFree: true, offers: { price: '0.00' } });
  });

  it('names the home page’s site search for search engines', async () => {
    const [, website] = headOf((await open('/')).html).jsonLd;
    expect(website).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
      },
    });
  });

  it('shows a post as an article of the journal', async () => {
    const head = headOf((await open('/journey/forgiveness')).html);
    expect(head.og('type')).toBe('article');
    expect(head.jsonLd[0]).toMatchObject({ headline: 'Forgiveness Sunday', url: head.canonical });
  });

  it.each([
    ['/no/such/page', 'Page Not Found'],
    ['/products/no-such-shelf', 'Page Not Found'],
    ['/product/no-such-thing?format=digital', 'Resource Not Found'],
    ['/product', 'Invalid product link'],
    ['/collection/no-such-collection', 'Collection not found'],
    ['/journey/no-such-post', 'Post not found'],
    ['/checkout', 'Checkout'],
    ['/downloads', 'My Downloads'],
    ['/downloads/sign-in?token=abc', 'Open My Downloads'],
  ])('keeps %s out of search results, with its one title', async (path, title) => {
    const head = headOf((await open(path)).html);
    expect(head.titles).toEqual([`${title} · Orthodox Resources`]);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  });

  it('keeps a page that failed to load out of search results', async () => {
    server.use(http.get(`${API}/posts/slug/:slug`, () => HttpResponse.json({}, { status: 500 })));
    const head = headOf((await open('/journey/forgiveness')).html);
    expect(head.titles).toEqual(['Post not found · Orthodox Resources']);
    expect(head.robots).toBe('noindex');
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its absolute address on the public origin', async () => {
    const response = await handle(new Request('http://shop.test/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '@ministry/contracts';
import { delay, http, HttpResponse } from 'msw';
import { createPageRenderer } from './entry-server';
import { setServerBases } from './lib/api-client';
import { PRERENDERED_DATA_ID } from './lib/prerender';
import { buildPearl, buildProduct } from './testing/factories';
import { server } from './testing/server';

// The services as the gateway reaches them (not the page's origin).
const API = 'http://api.internal:4000';
const PAYMENTS = 'http://payments.internal:4242';

const PRODUCT_PATH = '/product/gospel-of-john-study?format=digital';
const product = buildProduct({
  name: 'Light in the Darkness',
  slug: 'gospel-of-john-study',
  description: 'Read it slowly. </script><script>alert(1)</script>',
  stock: 4,
});
const pearl = buildPearl({ title: 'St. Seraphim of Sarov', body: 'Acquire the Spirit of peace.' });

let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Orthodox Resources</title>' +
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-d4.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(join(distDir, 'assets', 'index-d4.css'), 'body{margin:0}');
});

afterEach(() => setServerBases(null));

/** The api with one product (digital only) and one pearl; `products` can be replaced. */
function serveCatalogue(products?: Parameters<typeof http.get>[1]) {
  server.use(
    http.get(`${API}/api/pearls`, () => HttpResponse.json([pearl])),
    http.get(
      `${API}/api/products`,
      products ??
        (({ request }) => {
          const query = new URL(request.url).searchParams;
          const match = (candidate: Product) =>
            (!query.has('slug') || query.get('slug') === candidate.slug) &&
            (!query.has('format') || query.get('format') === candidate.format) &&
            (!query.has('featured') || candidate.featured === true);
          return HttpResponse.json([product].filter(match));
        }),
    ),
  );
}

const renderer = (timeoutMs?: number) =>
  createPageRenderer({ distDir, apiUrl: API, paymentsUrl: PAYMENTS, timeoutMs });

const parse = (html = '') => new DOMParser().parseFromString(html, 'text/html');

function prerenderedData(html: string): { queries: Record<string, unknown> } {
  const json = new RegExp(`id="${PRERENDERED_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { queries: Record<string, unknown> };
}

describe('server rendering', () => {
  it('sends a product page whole: its title, heading, stock and styles, with its data', async () => {
    serveCatalogue();
    const page = await (await renderer())(PRODUCT_PATH);

    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    const document = parse(html);
    expect(document.title).toBe('Light in the Darkness · Orthodox Resources');
    expect(document.querySelector('h1')?.textContent).toBe('Light in the Darkness');
    expect(document.querySelector('main')?.textContent).toContain('In stock: 4');
    expect(document.querySelector('aside')?.textContent).toContain('St. Seraphim of Sarov');
    expect(document.querySelector('head style')?.textContent).toBe('body{margin:0}');
    // What the page says about itself travels as data, and no text can close its element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(prerenderedData(html).queries).toMatchObject({
      'product::gospel-of-john-study:digital': { data: { description: product.description } },
    });
  });

  it('answers 404 for a product that does not exist and for an unknown address', async () => {
    serveCatalogue();
    const render = await renderer();

    const missing = await render('/product/no-such-resource?format=digital');
    expect(missing?.status).toBe(404);
    expect(parse(missing?.html).querySelector('h1')?.textContent).toBe('Resource Not Found');

    const unknown = await render('/no/such/page');
    expect(unknown?.status).toBe(404);
    expect(parse(unknown?.html).querySelector('h1')?.textContent).toBe('Page Not Found');
  });

  it('answers 404 for a journal post or a collection that does not exist', async () => {
    serveCatalogue();
    server.use(
      http.get(`${API}/api/posts/slug/:slug`, () =>
        HttpResponse.json({ error: 'Post not found', message: 'Post not found' }, { status: 404 }),
      ),
      http.get(`${API}/api/collections`, () => HttpResponse.json([])),
    );
    const render = await renderer();

    const post = await render('/journey/no-such-post');
    expect(post?.status).toBe(404);
    expect(parse(post?.html).body.textContent).toContain('This post may have been moved');

    const collection = await render('/collection/no-such-collection');
    expect(collection?.status).toBe(404);
    expect(parse(collection?.html).body.textContent).toContain('Collection not found');
  });

  it("leaves the visitor's own pages to the browser: checkout, return, login and admin", async () => {
    const render = await renderer();
    for (const path of ['/checkout', '/return?session_id=cs_1', '/login', '/admin/posts']) {
      expect(await render(path), path).toBeNull();
    }
  });

  it('renders a part whose service failed in its loading state, for the browser to load', async () => {
    serveCatalogue(() => new HttpResponse(null, { status: 503 }));
    const page = await (await renderer())(PRODUCT_PATH);

    expect(page?.status).toBe(200);
    expect(parse(page?.html).querySelector('[aria-label="Loading resource"]')).not.toBeNull();
    expect(prerenderedData(page?.html ?? '').queries).not.toHaveProperty(
      'product::gospel-of-john-study:digital',
    );
  });

  it('does not wait past its deadline for a slow service', async () => {
    serveCatalogue(async () => {
      await delay(5000);
      return HttpResponse.json([product]);
    });
    const started = Date.now();
    const page = await (await renderer(100))(PRODUCT_PATH);

    expect(Date.now() - started).toBeLessThan(2000);
    const document = parse(page?.html);
    expect(document.querySelector('[aria-label="Loading resource"]')).not.toBeNull();
    expect(document.querySelector('aside')?.textContent).toContain('St. Seraphim of Sarov');
  });
});

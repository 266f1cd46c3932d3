// @vitest-environment node
/**
 * `/search` through React Router's request handler over the real server build (as in
 * routes.server.test.ts), the api mocked at the network boundary: the status and the HTML a
 * visitor, or a search engine, gets for every kind of query, before any JavaScript runs.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SearchResponse } from '@ministry/contracts';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { server } from '@/testing/server';

const API = 'http://127.0.0.1:4000/api';
const PAYMENTS = 'http://127.0.0.1:4242';

const buildFile = join(import.meta.dirname, '..', '..', 'build', 'server', 'index.js');
const build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

async function open(path: string) {
  const response = await handle(new Request(`http://shop.test${path}`));
  // Without the markers React puts between adjacent texts, to read as a visitor does.
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') };
}

/** What the api answers for "mary": its synonym found Theotokos content of two kinds. */
const maryResults: SearchResponse = {
  query: 'mary',
  total: 7,
  groups: [
    {
      kind: 'product',
      total: 6,
      results: [
        {
          kind: 'product',
          id: 'akathist-to-the-theotokos',
          title: 'Akathist to the Theotokos',
          url: '/product/akathist-to-the-theotokos',
          snippet: 'Hymns to the Mother of God, sung standing.',
          highlights: { title: [[16, 25]], snippet: [[13, 26]] },
          terms: ['theotokos', 'mother', 'god'],
          formats: ['digital', 'physical'],
          score: 12.5,
        },
      ],
    },
    {
      kind: 'post',
      total: 1,
      results: [
        {
          kind: 'post',
          id: '64b000000000000000000001',
          title: 'The Dormition',
          url: '/journey/the-dormition',
          snippet: 'The falling asleep of the Theotokos <script>alert(1)</script>',
          highlights: { title: [], snippet: [[26, 35]] },
          terms: ['theotokos'],
          score: 4.2,
        },
      ],
    },
  ],
};

const nothing = (query: string): SearchResponse => ({ query, total: 0, groups: [] });

/** Every search the page asked the api for, as the api saw its query string. */
let asked: URLSearchParams[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(`${PAYMENTS}/config`, () => HttpResponse.json({ mode: 'demo' })),
    http.get(`${API}/pearls`, () => HttpResponse.json([])),
    http.get(`${API}/search`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const query = params.get('q') ?? '';
      return HttpResponse.json(query.toLowerCase() === 'mary' ? maryResults : nothing(query));
    }),
  );
});

describe('the search page', () => {
  it('groups the results by kind with their counts and marks the matched words', async () => {
    const page = await open('/search?q=mary');

    expect(page.status).toBe(200);
    expect(page.html).toContain('7 results for “mary”');
    expect(page.html).toMatch(/Products <span[^>]*>\(6\)/);
    expect(page.html).toMatch(/Journal <span[^>]*>\(1\)/);
    expect(page.html.indexOf('Products')).toBeLessThan(page.html.indexOf('Journal'));
    expect(page.html).toContain('href="/product/akathist-to-the-theotokos"');
    expect(page.html).toMatch(/Akathist to the <mark[^>]*>Theotokos<\/mark>/);
    expect(page.html).toMatch(/Hymns to the <mark[^>]*>Mother of God<\/mark>, sung standing\./);
    expect(page.html).toContain('Digital · Physical');
    // Five of six products are shown; the rest are one link away.
    expect(page.html).toContain('href="/search?q=mary&amp;kind=product"');
    expect(page.html).toContain('See all 6 products');
  });

  it('shows the text it was given as text, never as markup', async () => {
    const page = await open('/search?q=mary');

    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps the query in the search field and asks the api for five results per kind', async () => {
    const page = await open('/search?q=mary');

    expect(page.html).toMatch(/<input[^>]*name="q"[^>]*value="mary"/);
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([{ q: 'mary', limit: '5' }]);
  });

  it('shows one kind in full when the address names it', async () => {
    const page = await open('/search?q=mary&kind=product');

    expect(page.status).toBe(200);
    expect(asked[0]?.get('kind')).toBe('product');
    expect(asked[0]?.get('limit')).toBe('50');
    expect(page.html).toContain('Show results of every kind');
    expect(page.html).not.toContain('See all 6 products');
  });

  it('ignores a kind it does not know', async () => {
    const page = await open('/search?q=mary&kind=sermons');

    expect(page.status).toBe(200);
    expect(asked[0]?.has('kind')).toBe(false);
  });

  it('has its own title, description and canonical address', async () => {
    const page = await open('/search?q=mary');

    expect(page.html).toContain('<title>Search: mary · Orthodox Resources</title>');
    expect(page.html).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/search"\/>/);
    expect(page.html).toMatch(/<meta name="description" content="Search Orthodox Resources/);
  });

  it.each(['/search', '/search?q=', '/search?q=%20%20%20'])(
    '%s shows what can be searched, with its field focused, without asking the api',
    async (path) => {
      const page = await open(path);

      expect(page.status).toBe(200);
      expect(page.html).toContain('Search the whole site');
      expect(page.html).toContain('href="/search?q=Jesus+Prayer"');
      expect(page.html).toContain('<title>Search · Orthodox Resources</title>');
      expect(page.html).toMatch(/<input[^>]*autofocus=""/);
      expect(asked).toEqual([]);
    },
  );

  it('says when nothing was found and where to look instead', async () => {
    const page = await open('/search?q=xyzzy');

    expect(page.status).toBe(200);
    expect(page.html).toContain('0 results');
    expect(page.html).toContain('Nothing found');
    expect(page.html).toContain('Check the spelling');
    expect(page.html).toContain('href="/store"');
  });

  it('answers a query longer than 200 characters with a 400 and a message, not a search', async () => {
    const page = await open(`/search?q=${'a'.repeat(1000)}`);

    expect(page.status).toBe(400);
    expect(page.html).toContain('That search is too long');
    expect(page.html).toContain('at most 200 characters');
    expect(page.html).toMatch(new RegExp(`value="${'a'.repeat(200)}"`));
    expect(asked).toEqual([]);
  });

  it.each([
    ['regex characters', '.*[(?+\\'],
    ['operators and quotes', '"jesus prayer" AND -lent OR NOT'],
    ['markup', '<b>mary</b>'],
    ['percent signs', '100% & more'],
  ])('searches for %s as plain text', async (_name, query) => {
    const page = await open(`/search?q=${encodeURIComponent(query)}`);

    expect(page.status).toBe(200);
    expect(asked[0]?.get('q')).toBe(query);
    expect(page.html).toContain('Nothing found');
    expect(page.html).not.toContain('<b>mary</b>');
  });

  it('shows the error boundary, with the status, when the api fails', async () => {
    server.use(
      http.get(`${API}/search`, () =>
        HttpResponse.json({ error: 'internal', message: 'Index down' }, { status: 503 }),
      ),
    );
    const page = await open('/search?q=mary');

    expect(page.status).toBe(503);
    expect(page.html).toContain('This Page Is Currently Unavailable');
  });
});

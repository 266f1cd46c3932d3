import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

interface PageCase {
  path: string;
  /** The api path and, for /api/products, the category asked for. */
  api: string;
  category?: string;
  heading: string;
  loading: string;
  errorTitle: string;
  errorMessage: string;
  emptyTitle: string;
  upcoming: number;
  linkLabel: string;
}

const PAGES: PageCase[] = [
  {
    path: '/nutsandbolts',
    api: '/nutsandbolts',
    heading: 'Nuts & Bolts of Prayer',
    loading: 'Loading practical prayer tools...',
    errorTitle: 'Prayer Tools Currently Unavailable',
    errorMessage: 'Could not load offerings.',
    emptyTitle: 'Prayer Assembly Tools Coming Soon',
    upcoming: 7,
    linkLabel: 'Get Tools',
  },
  {
    path: '/biblestudies',
    api: '/biblestudies',
    heading: 'Bible Studies',
    loading: 'Loading Bible studies...',
    errorTitle: 'Studies Currently Unavailable',
    errorMessage: 'Could not load Bible study offerings.',
    emptyTitle: 'New Studies Coming Soon',
    upcoming: 0,
    linkLabel: 'View Study',
  },
  {
    path: '/orthodoxprayers',
    api: '/prayers',
    heading: 'Orthodox Prayers',
    loading: 'Loading prayer collections...',
    errorTitle: 'Prayer Collections Currently Unavailable',
    errorMessage: 'Could not load prayer offerings.',
    emptyTitle: 'Orthodox Prayer Collections Coming Soon',
    upcoming: 6,
    linkLabel: 'View Collection',
  },
  {
    path: '/booklets',
    api: '/products',
    category: 'booklets',
    heading: 'Booklets',
    loading: 'Loading booklets...',
    errorTitle: 'Booklets Currently Unavailable',
    errorMessage: 'Could not load booklet products.',
    emptyTitle: 'New Booklets In Development',
    upcoming: 0,
    linkLabel: 'View Booklet',
  },
  {
    path: '/freebies',
    api: '/products',
    category: 'freebies',
    heading: 'Free Resources',
    loading: 'Loading free resources...',
    errorTitle: 'Free Resources Currently Unavailable',
    errorMessage: 'Could not load freebies.',
    emptyTitle: 'Free Resources Coming Soon',
    upcoming: 7,
    linkLabel: 'Get Free Resource',
  },
  {
    path: '/graphics',
    api: '/products',
    category: 'graphics',
    heading: 'Orthodox Graphics',
    loading: 'Loading graphics...',
    errorTitle: 'Graphics Currently Unavailable',
    errorMessage: 'Could not load graphic offerings.',
    emptyTitle: 'No Graphics Found',
    upcoming: 0,
    linkLabel: 'View Graphic',
  },
];

const answer = (page: PageCase, respond: () => Response | Promise<Response>) =>
  http.get(apiPath(page.api), ({ request }) => {
    if (page.category)
      expect(new URL(request.url).searchParams.get('category')).toBe(page.category);
    return respond();
  });

describe.each(PAGES)('catalogue page $path', (page) => {
  it('shows its heading and the loading text with placeholders first', async () => {
    await renderApp(page.path, { handlers: [answer(page, () => new Promise<never>(() => {}))] });
    expect(
      await screen.findByRole('heading', { level: 1, name: page.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(page.loading);
  });

  it('shows its error panel with the error when the call fails', async () => {
    await renderApp(page.path, {
      handlers: [answer(page, () => HttpResponse.json({ message: 'down' }, { status: 503 }))],
    });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: page.errorTitle })).toBeInTheDocument();
    expect(panel).toHaveTextContent(page.errorMessage);
    expect(panel).toHaveTextContent('Resources not available');
  });

  it('reports an answer of the wrong shape as "Invalid response format"', async () => {
    await renderApp(page.path, {
      handlers: [answer(page, () => HttpResponse.json({ items: [] }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response format');
  });

  it('loads again with "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(page.path, {
      handlers: [
        answer(page, () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({}, { status: 500 })
            : HttpResponse.json([buildProduct({ name: 'Second Try' })]);
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    // A revalidation runs the loader again: on a busy machine that takes more than a second.
    expect(
      await screen.findByRole('heading', { name: 'Second Try' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('shows its empty panel when there is nothing yet', async () => {
    await renderApp(page.path, { handlers: [answer(page, () => HttpResponse.json([]))] });
    const panel = await screen.findByRole('region', { name: page.emptyTitle });
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(page.upcoming);
  });

  it('shows a card per product linking to its page in its format', async () => {
    const product = buildProduct({
      name: 'Jesus Prayer Card',
      slug: 'jesus-prayer',
      format: 'physical',
    });
    await renderApp(page.path, { handlers: [answer(page, () => HttpResponse.json([product]))] });
    expect(await screen.findByRole('heading', { name: 'Jesus Prayer Card' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: `${page.linkLabel}: Jesus Prayer Card` });
    expect(link).toHaveAttribute('href', '/product/jesus-prayer?format=physical');
    expect(screen.getByRole('img', { name: 'Jesus Prayer Card' })).toHaveAttribute(
      'src',
      product.imageUrl,
    );
  });
});

describe('catalogue cards', () => {
  const list = (api: string, products: unknown[]) =>
    http.get(apiPath(api), () => HttpResponse.json(products));

  it('cut descriptions at 120 characters and usage notes at 100 on /nutsandbolts', async () => {
    const product = buildProduct({
      description: 'd'.repeat(130),
      usageNotes: 'u'.repeat(110),
      price: 0,
      format: 'digital',
    });
    await renderApp('/nutsandbolts', { handlers: [list('/nutsandbolts', [product])] });
    expect(await screen.findByText(`${'d'.repeat(120)}…`)).toBeInTheDocument();
    expect(screen.getByText(`${'u'.repeat(100)}…`)).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Format: Digital')).toBeInTheDocument();
  });

  it('show a fallback text when a tool has no description, and no price when none is defined', async () => {
    await renderApp('/nutsandbolts', {
      handlers: [
        list('/nutsandbolts', [buildProduct({ description: undefined, price: undefined })]),
      ],
    });
    expect(
      await screen.findByText('A practical tool for your daily rule of prayer.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });

  it('show the price in dollars with two decimals and the abstract cut at 100 on /orthodoxprayers', async () => {
    await renderApp('/orthodoxprayers', {
      handlers: [list('/prayers', [buildProduct({ price: 4.5, abstract: 'a'.repeat(101) })])],
    });
    expect(await screen.findByText('$4.50')).toBeInTheDocument();
    expect(screen.getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
  });

  it('cut descriptions at 100 characters on /graphics', async () => {
    await renderApp('/graphics', {
      handlers: [list('/products', [buildProduct({ description: 'g'.repeat(101) })])],
    });
    expect(await screen.findByText(`${'g'.repeat(100)}…`)).toBeInTheDocument();
  });

  it('mark free resources with a FREE badge and invite support on /freebies', async () => {
    await renderApp('/freebies', { handlers: [list('/products', [buildProduct({ price: 0 })])] });
    expect(await screen.findByText('FREE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support This Ministry' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  it('show the placeholder when a picture fails to load', async () => {
    await renderApp('/booklets', {
      handlers: [list('/products', [buildProduct({ name: 'Broken', imageUrl: '/nope.png' })])],
    });
    const image = await screen.findByRole('img', { name: 'Broken' });
    fireEvent.error(image);
    await vi.waitFor(() => expect(image).toHaveAttribute('src', '/placeholder.svg'));
  });

  it('enter one after another in cycles of four', async () => {
    const products = Array.from({ length: 5 }, (_, i) => buildProduct({ name: `Study ${i}` }));
    await renderApp('/biblestudies', { handlers: [list('/biblestudies', products)] });
    await screen.findByText('Study 4');
    expect(screen.getAllByTestId('card').map((card) => card.style.animationDelay)).toEqual([
      '0ms',
      '75ms',
      '150ms',
      '225ms',
      '0ms',
    ]);
  });
});

describe('catalogue page extras', () => {
  it('show the four tool tiles and a scripture quote on /nutsandbolts', async () => {
    await renderApp('/nutsandbolts', {
      handlers: [http.get(apiPath('/nutsandbolts'), () => HttpResponse.json([]))],
    });
    const tiles = await screen.findByRole('region', { name: 'What the tools help with' });
    expect(
      within(tiles)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Prayer Templates', 'Daily Organizers', 'Petition Guides', 'Scripture Integration']);
    expect(screen.getByText('1 Corinthians 14:40')).toBeInTheDocument();
  });

  it('show the six kinds of prayer on /orthodoxprayers', async () => {
    await renderApp('/orthodoxprayers', {
      handlers: [http.get(apiPath('/prayers'), () => HttpResponse.json([]))],
    });
    const tiles = await screen.findByRole('region', { name: 'Kinds of prayer' });
    expect(
      within(tiles)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Morning Prayers',
      'Evening Prayers',
      'Liturgical Prayers',
      'Prayers in Time of Need',
      'Seasonal Prayers',
      'Family Prayers',
    ]);
  });
});

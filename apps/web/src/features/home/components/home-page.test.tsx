import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  buildChurchDay,
  buildPearl,
  buildPost,
  buildProduct,
  buildSeasonResources,
} from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const featuredReturns = (body: JsonBodyType, status = 200) =>
  http.get(apiPath('/products'), ({ request }) => {
    expect(new URL(request.url).searchParams.get('featured')).toBe('true');
    return HttpResponse.json(body, { status });
  });

const strip = () => screen.getByRole('region', { name: 'Tools for the Journey' });

describe('home page', () => {
  it('welcomes the visitor with three blurbs and a closing scripture quote', async () => {
    await renderApp('/', { handlers: [featuredReturns([])] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Orthodox Resources' }),
    ).toBeInTheDocument();
    for (const blurb of ['Orthodox Tradition', 'Prayer & Worship', 'Community & Growth']) {
      expect(screen.getByRole('heading', { name: blurb })).toBeInTheDocument();
    }
    expect(screen.getByText('Psalm 119:105')).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', '/media/candle.mp4');
  });

  it('plays the candle once the page runs, but not for visitors who prefer less motion', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    await renderApp('/', { handlers: [featuredReturns([])] });
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelector('video')).toHaveAttribute('preload', 'none');

    play.mockClear();
    window.matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    try {
      await renderApp('/', { handlers: [featuredReturns([])] });
      expect(play).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('plays the candle only while it is on screen: a phone, which hides it, never fetches it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      await renderApp('/', { handlers: [featuredReturns([])] });
      expect(play).not.toHaveBeenCalled();

      report([{ isIntersecting: true }]);
      expect(play).toHaveBeenCalledTimes(1);
      report([{ isIntersecting: false }]);
      expect(pause).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('holds the featured strip’s place with three placeholders while loading', async () => {
    await renderApp('/', {
      handlers: [http.get(apiPath('/products'), () => new Promise<never>(() => {}))],
    });
    expect(
      within(strip()).getByRole('status', { name: 'Loading featured tools' }),
    ).toBeInTheDocument();
  });

  it('shows a title featured in both formats once, with its price range, leaving the format to its page', async () => {
    const digital = buildProduct({
      name: 'Akathist',
      slug: 'akathist',
      format: 'digital',
      price: 4.99,
      featured: true,
    });
    const printed = buildProduct({
      name: 'Akathist',
      slug: 'akathist',
      format: 'physical',
      price: 9.99,
      featured: true,
    });
    const other = buildProduct({
      name: 'Prayer Rope Guide',
      slug: 'rope',
      format: 'physical',
      price: 3,
      featured: true,
    });
    await renderApp('/', { handlers: [featuredReturns([printed, other, digital])] });

    const links = await within(strip()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Akathist', 'Prayer Rope Guide']);
    expect(links[0]).toHaveAttribute('href', '/product/akathist');
    expect(links[1]).toHaveAttribute('href', '/product/rope?format=physical');
    expect(within(strip()).getByText('$4.99 – $9.99')).toBeInTheDocument();
    expect(within(strip()).getByText('Digital or Physical')).toBeInTheDocument();
    expect(within(strip()).getByText('$3.00')).toBeInTheDocument();
  });

  it('keeps only products marked featured', async () => {
    await renderApp('/', {
      handlers: [
        featuredReturns([
          buildProduct({ name: 'Chosen Tool', featured: true }),
          buildProduct({ name: 'Not featured', featured: false }),
        ]),
      ],
    });
    expect(await within(strip()).findByText('Chosen Tool')).toBeInTheDocument();
    expect(within(strip()).queryByText('Not featured')).not.toBeInTheDocument();
  });

  it('cuts descriptions to 60 characters and says when there is none', async () => {
    const long = 'A'.repeat(59) + 'BCDEF';
    await renderApp('/', {
      handlers: [
        featuredReturns([
          buildProduct({ name: 'Long', description: long, featured: true }),
          buildProduct({ name: 'Silent', description: undefined, featured: true }),
        ]),
      ],
    });
    expect(await within(strip()).findByText(`${'A'.repeat(59)}B…`)).toBeInTheDocument();
    expect(within(strip()).getByText('No description provided')).toBeInTheDocument();
  });

  it('staggers the cards’ entrance in cycles of four', async () => {
    const products = Array.from({ length: 6 }, (_, i) =>
      buildProduct({ name: `Tool ${i}`, slug: `tool-${i}`, featured: true }),
    );
    await renderApp('/', { handlers: [featuredReturns(products)] });
    await within(strip()).findByText('Tool 5');
    const delays = within(strip())
      .getAllByTestId('card')
      .map((card) => card.style.animationDelay);
    expect(delays).toEqual(['0ms', '75ms', '150ms', '225ms', '0ms', '75ms']);
  });

  it('says "No tools available at this time." when nothing is featured', async () => {
    await renderApp('/', { handlers: [featuredReturns([])] });
    expect(
      await within(strip()).findByText('No tools available at this time.'),
    ).toBeInTheDocument();
  });

  it('says "Resources not available." when the call fails', async () => {
    await renderApp('/', { handlers: [featuredReturns({ message: 'boom' }, 500)] });
    expect(await within(strip()).findByRole('alert')).toHaveTextContent('Resources not available.');
  });

  it('says "Resources not available." when the answer is not a list of products', async () => {
    await renderApp('/', { handlers: [featuredReturns({ products: [] })] });
    expect(await within(strip()).findByRole('alert')).toHaveTextContent('Resources not available.');
  });

  it('shows "For this season" with the tagged titles, a post and a pearl, ahead of the featured strip', async () => {
    const season = buildSeasonResources({
      day: buildChurchDay({
        date: '2024-03-25',
        season: { id: 'great-lent', name: 'Great Lent', day: 28 },
        feasts: [{ id: 'annunciation', name: 'Annunciation', rank: 'great' }],
        tags: ['great-lent', 'annunciation'],
      }),
      products: [buildProduct({ name: 'Akathist to the Theotokos', slug: 'akathist' })],
      posts: [buildPost({ title: 'Rejoice, O Full of Grace', slug: 'rejoice' })],
      pearls: [buildPearl({ title: 'St. Gregory Palamas', body: 'The Virgin is the boundary.' })],
    });
    await renderApp('/', {
      handlers: [
        featuredReturns([buildProduct({ name: 'Featured Tool', featured: true })]),
        http.get(apiPath('/calendar/season'), () => HttpResponse.json(season)),
      ],
    });

    const section = await screen.findByRole('region', { name: /For this season/ });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'For this season' + 'Great Lent · day 28',
    );
    expect(within(section).getByText('Annunciation')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Akathist to the Theotokos' }),
    ).toHaveAttribute('href', '/product/akathist?format=digital');
    expect(within(section).getByRole('link', { name: 'Rejoice, O Full of Grace' })).toHaveAttribute(
      'href',
      '/journey/rejoice',
    );
    expect(within(section).getByText('“The Virgin is the boundary.”')).toBeInTheDocument();
    expect(
      section.compareDocumentPosition(strip()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe('"For this season" cards', () => {
  const day = buildChurchDay({
    season: { id: 'great-lent', name: 'Great Lent', day: 28 },
    tags: ['great-lent'],
  });
  const post = buildPost({
    title: 'Rejoice, O Full of Grace',
    slug: 'rejoice',
    excerpt: 'A word.',
  });
  const product = buildProduct({ name: 'Akathist', slug: 'akathist' });
  const pearl = buildPearl({ title: 'St. Gregory Palamas', book: 'Homilies', body: 'Be still.' });

  const showSeason = async (resources: Parameters<typeof buildSeasonResources>[0]) => {
    await renderApp('/', {
      handlers: [
        featuredReturns([]),
        http.get(apiPath('/calendar/season'), () =>
          HttpResponse.json(buildSeasonResources({ day, ...resources })),
        ),
      ],
    });
    const section = await screen.findByRole('region', { name: /For this season/ });
    return within(section).getAllByRole('listitem');
  };

  it.each([
    [1, { posts: [post] }, ['From the journal'], 'md:max-w-md'],
    [2, { posts: [post], pearls: [pearl] }, ['From the journal', 'Orthodox Pearl'], '/2)]'],
    [
      3,
      { posts: [post], products: [product], pearls: [pearl] },
      ['From the journal', 'Akathist', 'Orthodox Pearl'],
      '/3)]',
    ],
  ])(
    'sets %s card(s) as cards, as many columns as cards, none left empty',
    async (count, resources, kinds, width) => {
      const cards = await showSeason(resources);

      expect(cards).toHaveLength(count);
      kinds.forEach((kind, index) => expect(cards[index]).toHaveTextContent(kind));
      for (const card of cards) {
        expect(card.className).toContain(width);
        expect(within(card).getAllByRole('link')).toHaveLength(1);
      }
    },
  );

  it('shows a post as a card with its title as the link and its excerpt', async () => {
    const [card] = await showSeason({ posts: [post] });

    expect(within(card!).getByRole('heading', { level: 3 })).toHaveTextContent(post.title);
    expect(within(card!).getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      '/journey/rejoice',
    );
    expect(within(card!).getByText('A word.')).toBeInTheDocument();
  });

  it('shows the pearl’s quotation with its source on a line of its own below it', async () => {
    const [, card] = await showSeason({ posts: [post], pearls: [pearl] });

    const quote = within(card!).getByText('“Be still.”');
    const source = within(card!).getByRole('link', { name: 'St. Gregory Palamas, Homilies' });
    expect(source).toHaveAttribute('href', `/pearls/${pearl._id}`);
    expect(quote).not.toContainElement(source);
    expect(quote.compareDocumentPosition(source) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a tagged title sold in print alone that has sold out', async () => {
    const poster = buildProduct({ name: 'Poster', slug: 'poster', format: 'physical', stock: 0 });
    const cards = await showSeason({ products: [poster] });

    expect(cards[0]).toHaveTextContent('Sold out');
  });
});

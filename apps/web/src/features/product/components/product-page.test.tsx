import type { Product } from '@ministry/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCartItem, buildCollection, buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

/** `GET /api/products?slug=&format=` and `GET /api/products/id/:id` over a small catalogue. */
function catalogue(...products: Product[]) {
  return [
    http.get(apiPath('/products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      return HttpResponse.json(
        products.filter(
          (p) =>
            p.slug === params.get('slug') &&
            (!params.get('format') || p.format === params.get('format')),
        ),
      );
    }),
    http.get(apiPath('/products/id/:id'), ({ params }) => {
      const product = products.find((p) => p._id === params.id);
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  ];
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('product page addresses', () => {
  const digital = buildProduct({ name: 'Akathist Hymn', slug: 'akathist', format: 'digital' });
  const physical = buildProduct({
    name: 'Akathist Hymn (print)',
    slug: 'akathist',
    format: 'physical',
  });

  it.each([
    ['/product/akathist', 'Akathist Hymn'],
    ['/product/akathist?format=physical', 'Akathist Hymn (print)'],
    ['/product/akathist/physical', 'Akathist Hymn (print)'],
    [`/product/id/${digital._id}`, 'Akathist Hymn'],
    [`/product/id/${physical._id}/physical`, 'Akathist Hymn (print)'],
    ['/akathist?format=digital', 'Akathist Hymn'],
  ])('opens %s', async (path, name) => {
    await renderApp(path, { handlers: catalogue(digital, physical) });
    expect(await heading(name)).toBeInTheDocument();
  });

  it('asks the id endpoint for the format of the address', async () => {
    let format: string | null = null;
    await renderApp(`/product/id/${digital._id}/physical`, {
      handlers: [
        http.get(apiPath('/products/id/:id'), ({ request }) => {
          format = new URL(request.url).searchParams.get('format');
          return HttpResponse.json(physical);
        }),
        ...catalogue(digital, physical),
      ],
    });
    await heading('Akathist Hymn (print)');
    expect(format).toBe('physical');
  });

  it('says the address is invalid when it names no id or slug', async () => {
    await renderApp('/product');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid product URL - no id or slug provided',
    );
  });

  it('shows a loading placeholder while a link opens it', async () => {
    const { router } = await renderApp('/about', {
      handlers: [http.get(apiPath('/products'), () => new Promise<never>(() => {}))],
    });
    await screen.findByRole('heading', { level: 1 });
    void router.navigate('/product/akathist');
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('shows "Resource Not Found" with Go Back for an unknown slug', async () => {
    const { user, router } = await renderApp('/product/nothing', { handlers: catalogue() });
    expect(await heading('Resource Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/store');
  });

  it('shows "Resource Not Found" for an unknown id', async () => {
    await renderApp(`/product/id/${'f'.repeat(24)}`, { handlers: catalogue() });
    expect(await heading('Resource Not Found')).toBeInTheDocument();
  });

  it('goes back to the previous page with Go Back', async () => {
    const { user, router } = await renderApp('/store', {
      handlers: [
        http.get(apiPath('/products'), ({ request }) =>
          HttpResponse.json(new URL(request.url).searchParams.has('slug') ? [] : [digital]),
        ),
      ],
    });
    await user.click(await screen.findByRole('link', { name: /View Details/ }));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/store');
  });

  it('offers the other edition when only that one exists', async () => {
    await renderApp('/product/akathist?format=physical', { handlers: catalogue(digital) });
    await heading('Resource Not Found');
    expect(await screen.findByRole('link', { name: 'View the Digital edition' })).toHaveAttribute(
      'href',
      '/product/akathist?format=digital',
    );
  });

  it('shows an error panel when the product cannot be loaded', async () => {
    await renderApp('/product/akathist', {
      handlers: [http.get(apiPath('/products'), () => HttpResponse.json({}, { status: 500 }))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch products');
    expect(alert).toHaveTextContent('Resources not available');
  });
});

describe('product details', () => {
  const show = async (overrides: Partial<Product>, path = '/product/item') => {
    const product = buildProduct({ slug: 'item', name: 'The Item', ...overrides });
    const view = await renderApp(path, { handlers: catalogue(product) });
    await heading('The Item');
    return view;
  };

  it('shows the price with two decimals and the format', async () => {
    await show({ price: 12.5, format: 'digital' });
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Format: Digital')).toBeInTheDocument();
    expect(screen.queryByText('FREE')).not.toBeInTheDocument();
  });

  it.each([0, undefined])(
    'shows a FREE badge and "Get Free Resource" when the price is %s',
    async (price) => {
      await show({ price });
      expect(screen.getByText('FREE')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get Free Resource' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    },
  );

  it('offers Add to Cart and Buy Now for paid items', async () => {
    await show({ price: 5 });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
  });

  it('checks out this item alone with Buy Now, leaving the cart as it is', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem({ quantity: 2 })]));
    const { user, router } = await show({ _id: 'a'.repeat(24), price: 5 });
    expect(
      screen.getByText(
        'Buy Now pays for this item alone; anything in your cart stays there for later.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe(`?buy=${'a'.repeat(24)}&format=digital`);
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('2');
  });

  const showPhysical = (overrides: Partial<Product>) =>
    show({ format: 'physical', ...overrides }, '/product/item?format=physical');

  it.each([0, -2])(
    'hides the purchase buttons and says "Currently Unavailable" at stock %s',
    async (stock) => {
      await showPhysical({ stock, price: 5 });
      expect(screen.getByText('Currently Unavailable')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    },
  );

  it.each([1, 2, 3])('warns of low stock at %s', async (stock) => {
    await showPhysical({ stock });
    expect(screen.getByText(`Only ${stock} left`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('shows the count from 4 up', async () => {
    await showPhysical({ stock: 4 });
    expect(screen.getByText('In stock: 4')).toBeInTheDocument();
  });

  it.each([999, 0])(
    'says "Instant download" for a digital item, never a count (stock %s)',
    async (stock) => {
      await show({ format: 'digital', stock, price: 5 });
      expect(screen.getByText('Instant download')).toBeInTheDocument();
      expect(screen.queryByText(/In stock|Only \d+ left|Currently Unavailable/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    },
  );

  it('shows the image with its name as alternative text', async () => {
    await show({ imageUrl: '/images/products/item.svg' });
    expect(screen.getByRole('img', { name: 'The Item' })).toHaveAttribute(
      'src',
      '/images/products/item.svg',
    );
  });

  it('shows a looping, muted, inline video when the address ends in .mp4', async () => {
    await show({ imageUrl: '/media/candle.mp4' });
    const video = document.querySelector('main video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/candle.mp4');
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });

  it('shows the placeholder when the image fails to load', async () => {
    await show({ imageUrl: '/missing.png' });
    const image = screen.getByRole('img', { name: 'The Item' });
    fireEvent.error(image);
    await vi.waitFor(() => expect(image).toHaveAttribute('src', '/placeholder.svg'));
  });

  it('shows the placeholder when there is no image', async () => {
    await show({ imageUrl: undefined });
    expect(screen.getByRole('img', { name: 'The Item' })).toHaveAttribute(
      'src',
      '/placeholder.svg',
    );
  });

  it('shows the five sections under their headings', async () => {
    await show({
      abstract: 'A short overview.',
      scriptureContext: 'Pray without ceasing.',
      usageNotes: 'Use it daily.',
      description: 'A **bold** description.',
      reviews: ['Wonderful.', 'Clear print.'],
    });
    expect(screen.getByRole('heading', { name: 'Overview' }).nextElementSibling).toHaveTextContent(
      'A short overview.',
    );
    expect(
      screen.getByRole('heading', { name: 'Scriptural Foundation' }).nextElementSibling,
    ).toHaveTextContent('Pray without ceasing.');
    expect(
      screen.getByRole('heading', { name: 'How to Use' }).nextElementSibling,
    ).toHaveTextContent('Use it daily.');
    expect(await screen.findByText('bold', { selector: 'strong' })).toBeInTheDocument();
    const reviews = screen.getByRole('heading', { name: 'What Others Are Saying' })
      .nextElementSibling as HTMLElement;
    expect(
      within(reviews)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“Wonderful.”', '“Clear print.”']);
  });

  it('sets a review’s attribution below its quotation, on a line of its own', async () => {
    await show({
      reviews: [
        'Beautifully typeset; the refrains are easy to find. (Sophia, Texas)',
        'Clear print.',
      ],
    });
    const reviews = screen.getByRole('heading', { name: 'What Others Are Saying' })
      .nextElementSibling as HTMLElement;
    const [attributed, plain] = within(reviews).getAllByRole('listitem');

    const quote = within(attributed!).getByText(
      '“Beautifully typeset; the refrains are easy to find.”',
    );
    const by = within(attributed!).getByText('— Sophia, Texas');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(by.tagName).toBe('FIGCAPTION');
    expect(quote).not.toHaveTextContent('Sophia');
    expect(plain).toHaveTextContent(/^“Clear print\.”$/);
  });

  it('leaves out the sections the product has no text for', async () => {
    await show({
      abstract: undefined,
      scriptureContext: undefined,
      usageNotes: undefined,
      description: undefined,
      reviews: [],
    });
    for (const name of [
      'Overview',
      'Scriptural Foundation',
      'How to Use',
      'Description',
      'What Others Are Saying',
    ]) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
  });

  it('renders pictures in the description as alt text and address, not as images', async () => {
    await show({ description: 'See ![A page of prayers](/images/page.svg) here.' });
    expect(await screen.findByText('A page of prayers (/images/page.svg)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'A page of prayers' })).not.toBeInTheDocument();
  });

  it('keeps links with allowed schemes and drops others in the description', async () => {
    await show({
      description:
        '[web](https://example.org) [mail](mailto:a@b.org) [chat](xmpp:a@b.org) [irc](ircs://irc.example.org) [bad](javascript:alert(1))',
    });
    expect(await screen.findByRole('link', { name: 'web' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.org');
    expect(screen.getByRole('link', { name: 'chat' })).toHaveAttribute('href', 'xmpp:a@b.org');
    expect(screen.getByRole('link', { name: 'irc' })).toHaveAttribute(
      'href',
      'ircs://irc.example.org',
    );
    expect(screen.getByText('bad')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
  });

  it('shows raw HTML in the description as text', async () => {
    await show({ description: 'Hello <script>alert(1)</script> <b>there</b>' });
    const section = (await screen.findByRole('heading', { name: 'Description' }))
      .nextElementSibling as HTMLElement;
    await vi.waitFor(() => expect(section).toHaveTextContent('<b>'));
    expect(section.querySelector('script, b')).toBeNull();
  });
});

describe('format switch', () => {
  it('offers Digital and Physical when the title exists in both', async () => {
    const digital = buildProduct({ name: 'Psalter', slug: 'psalter', format: 'digital' });
    const physical = buildProduct({
      name: 'Psalter',
      slug: 'psalter',
      format: 'physical',
      price: 20,
    });
    const { user } = await renderApp('/product/psalter', {
      handlers: catalogue(digital, physical),
    });
    await heading('Psalter');

    const formats = await screen.findByRole('navigation', { name: 'Format' });
    expect(formats).toHaveAccessibleDescription('Choose a format');
    expect(within(formats).getByRole('link', { name: 'Digital $12.00' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const printed = within(formats).getByRole('link', { name: 'Physical $20.00' });
    expect(printed).toHaveAttribute('href', '/product/psalter?format=physical');
    await user.click(printed);

    expect(await screen.findByText('Format: Physical', {}, { timeout: 4000 })).toBeInTheDocument();
    // The page's price and the switch's both name the physical edition's.
    expect(screen.getAllByText('$20.00')).toHaveLength(2);
  });

  it('offers no switch when there is one format only', async () => {
    await renderApp('/product/psalter', {
      handlers: catalogue(buildProduct({ name: 'Psalter', slug: 'psalter', format: 'digital' })),
    });
    await heading('Psalter');
    expect(screen.queryByRole('navigation', { name: 'Format' })).not.toBeInTheDocument();
  });
});

describe('collections', () => {
  const lent = buildCollection({ name: 'Great Lent', slug: 'great-lent' });
  const feasts = buildCollection({ name: 'Feasts', slug: 'feasts' });
  const collectionsReturn = (respond: () => Response) => http.get(apiPath('/collections'), respond);

  it('names the collections the product belongs to, each a link to its page', async () => {
    const product = buildProduct({
      name: 'Psalter',
      slug: 'psalter',
      collections: [lent._id, feasts._id],
    });
    await renderApp('/product/psalter', {
      handlers: [
        ...catalogue(product),
        collectionsReturn(() =>
          HttpResponse.json([feasts, buildCollection({ name: 'Other' }), lent]),
        ),
      ],
    });
    await heading('Psalter');
    expect(screen.getByText(/In the collections:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Great Lent' })).toHaveAttribute(
      'href',
      '/collection/great-lent',
    );
    expect(screen.getByRole('link', { name: 'Feasts' })).toHaveAttribute(
      'href',
      '/collection/feasts',
    );
    expect(screen.queryByRole('link', { name: 'Other' })).not.toBeInTheDocument();
  });

  it('still shows the product when its collections cannot be loaded', async () => {
    const product = buildProduct({ name: 'Psalter', slug: 'psalter', collections: [lent._id] });
    await renderApp(`/product/id/${product._id}`, {
      handlers: [
        ...catalogue(product),
        collectionsReturn(() => HttpResponse.json({}, { status: 500 })),
      ],
    });
    await heading('Psalter');
    expect(screen.queryByText(/In the collection/)).not.toBeInTheDocument();
  });
});

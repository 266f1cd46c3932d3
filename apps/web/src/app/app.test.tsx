import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

describe('the app shell', () => {
  it('shows the header, the sidebar, the main area and the footer', async () => {
    await renderApp('/', { handlers: [noFeatured] });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Orthodox Resources' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /orthodox resources/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByText('No tools available at this time.')).toBeInTheDocument();
  });

  it('says on every page that payments are a demo while they run in demo mode', async () => {
    const demo = http.get(paymentsPath('/config'), () => HttpResponse.json({ mode: 'demo' }));
    await renderApp('/', { handlers: [noFeatured, demo] });

    expect(await screen.findByText(/Demo shop: no real payments/)).toBeInTheDocument();
  });

  it('shows no demo notice when real payments run', async () => {
    await renderApp('/', { handlers: [noFeatured] });

    expect(await screen.findByText('No tools available at this time.')).toBeInTheDocument();
    expect(screen.queryByText(/Demo shop/)).not.toBeInTheDocument();
  });

  it('shows the current year and a link to the legal page in the footer', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal');
  });

  it('shows the 404 page for an unknown address', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the 404 page for a single unknown segment without a format', async () => {
    await renderApp('/morning-prayers');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('opens a product from an old /:slug?format= link', async () => {
    const product = buildProduct({ name: 'Akathist Hymn', slug: 'akathist', format: 'physical' });
    await renderApp('/akathist?format=physical', {
      handlers: [
        http.get(apiPath('/products'), ({ request }) => {
          const format = new URL(request.url).searchParams.get('format');
          return HttpResponse.json(format === 'physical' ? [product] : []);
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Akathist Hymn' }),
    ).toBeInTheDocument();
  });

  it('scrolls to the top when a link is followed', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    scrollTo.mockClear();

    await user.click(screen.getAllByRole('link', { name: 'About' })[0]!);

    expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('sets a document title per page', async () => {
    await renderApp('/about');
    await screen.findByRole('heading', { name: 'Our Mission' });
    expect(document.title).toBe('Our Mission · Orthodox Resources');
  });
});

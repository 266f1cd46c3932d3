import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPearl } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

describe('sidebar', () => {
  it('links to the six catalogue pages', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    const nav = screen.getByRole('navigation', { name: 'Resources' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['✦Booklets', '/booklets'],
      ['✦Graphics', '/graphics'],
      ['✦Bible Studies', '/biblestudies'],
      ['✦Nuts & Bolts', '/nutsandbolts'],
      ['✦Orthodox Prayers', '/orthodoxprayers'],
      ['✦Freebies', '/freebies'],
    ]);
  });

  it('shows an Orthodox Pearl with its body in quotes, title and book, linking to its page', async () => {
    const pearl = buildPearl({
      title: 'On Humility',
      body: 'Humility is the garment of God.',
      book: 'The Ladder',
    });
    const { user } = await renderApp('/', {
      handlers: [
        noFeatured,
        http.get(apiPath('/calendar/pearl'), () => HttpResponse.json({ pearl })),
        // The pearls page the link opens.
        http.get(apiPath('/pearls'), () => HttpResponse.json([buildPearl(), pearl])),
      ],
    });

    const block = await screen.findByRole('region', { name: 'Orthodox Pearl' });
    expect(within(block).getByText('“Humility is the garment of God.”')).toBeInTheDocument();
    expect(within(block).getByText('On Humility')).toBeInTheDocument();
    expect(within(block).getByText('in The Ladder')).toBeInTheDocument();
    const link = within(block).getByRole('link');
    expect(link).toHaveAttribute('href', `/pearls/${pearl._id}`);

    await user.click(link);
    const featured = await screen.findByRole('figure', { name: 'Featured pearl' });
    expect(featured).toHaveTextContent('Humility is the garment of God.');
  });

  it('leaves out "in {book}" when the pearl has no book', async () => {
    await renderApp('/', {
      handlers: [
        noFeatured,
        http.get(apiPath('/calendar/pearl'), () =>
          HttpResponse.json({ pearl: buildPearl({ book: undefined }) }),
        ),
      ],
    });
    const block = await screen.findByRole('region', { name: 'Orthodox Pearl' });
    expect(within(block).queryByText(/^in /)).not.toBeInTheDocument();
  });

  it('shows no pearl when there are none', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    await screen.findByText('No tools available at this time.');
    expect(screen.queryByRole('region', { name: 'Orthodox Pearl' })).not.toBeInTheDocument();
  });

  it('shows no pearl and only logs when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/', {
      handlers: [
        noFeatured,
        http.get(apiPath('/calendar/pearl'), () => new HttpResponse(null, { status: 500 })),
      ],
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Orthodox Pearl' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

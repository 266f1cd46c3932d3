import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

describe('header', () => {
  it('links to About, Contact and "Offer Your Support"', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(main).getByRole('link', { name: 'Offer Your Support' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });
});

describe('Offerings dropdown', () => {
  afterEach(() => vi.useRealTimers());

  it('opens on click with its three groups of links', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Offerings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Daily Prayer', 'Spiritual Growth', 'Free Resources']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    const expected = {
      '/orthodoxprayers': /Orthodox Prayers/,
      '/nutsandbolts': /Nuts & Bolts of Prayer/,
      '/graphics': /Graphics/,
      '/biblestudies': /Bible Studies/,
      '/booklets': /Booklets/,
      '/freebies': /Freebies/,
      '/purpose': /Our Purpose/,
    };
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.keys(expected));
    for (const [href, name] of Object.entries(expected)) {
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens on hover and closes 300 ms after the pointer leaves', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    await screen.findByText('No tools available at this time.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = screen.getByRole('button', { name: 'Offerings' });

    fireEvent.mouseEnter(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(button);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within 300 ms', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    await screen.findByText('No tools available at this time.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = screen.getByRole('button', { name: 'Offerings' });

    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.mouseEnter(button);
    act(() => {
      vi.advanceTimersByTime(500);
    });

    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open when a hovered menu is clicked', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Offerings' });
    await user.hover(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link is chosen, and goes there', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Offerings' });
    await user.click(button);

    await user.click(screen.getByRole('link', { name: /Our Purpose/ }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Purpose' }),
    ).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Offerings' });
    await user.click(button);
    await user.tab();

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('mobile menu', () => {
  it('toggles a flat list of all ten links', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About',
      'Contact',
      'Offer Your Support',
      'Orthodox Prayers',
      'Nuts & Bolts of Prayer',
      'Graphics',
      'Bible Studies',
      'Booklets',
      'Freebies',
      'Our Purpose',
    ]);

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes when a link is chosen', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'About',
      }),
    );
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  });
});

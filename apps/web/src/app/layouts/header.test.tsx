import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

describe('header', () => {
  it('links to the Store, About, Contact and "Offer Your Support"', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
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

  it('opens on click with its three groups of links, "About the Ministry" and the Store', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Offerings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Offerings' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const groups = {
      'Daily Prayer': ['/orthodoxprayers', '/nutsandbolts', '/graphics'],
      'Spiritual Growth': ['/biblestudies', '/booklets', '/journey'],
      'Free Resources': ['/freebies'],
      'About the Ministry': ['/about', '/purpose'],
    };
    for (const [name, hrefs] of Object.entries(groups)) {
      const group = within(menu).getByRole('group', { name });
      expect(
        within(group)
          .getAllByRole('menuitem')
          .map((item) => item.getAttribute('href')),
      ).toEqual(hrefs);
    }
    const names = {
      '/orthodoxprayers': /Orthodox Prayers/,
      '/nutsandbolts': /Nuts & Bolts of Prayer/,
      '/graphics': /Graphics/,
      '/biblestudies': /Bible Studies/,
      '/booklets': /Booklets/,
      '/journey': /The Journey/,
      '/freebies': /Freebies/,
      '/about': /Our Mission/,
      '/purpose': /Our Purpose/,
      '/store': /Store/,
    };
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(Object.keys(names));
    for (const [href, name] of Object.entries(names)) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });

  it('files "Our Purpose" with the ministry, not with the free resources', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: 'Offerings' }));

    const free = screen.getByRole('group', { name: 'Free Resources' });
    const about = screen.getByRole('group', { name: 'About the Ministry' });
    expect(within(free).queryByRole('menuitem', { name: /Our Purpose/ })).not.toBeInTheDocument();
    expect(within(about).getByRole('menuitem', { name: /Our Purpose/ })).toHaveAttribute(
      'href',
      '/purpose',
    );
  });

  it('goes to the Store from its last item', async () => {
    const { user, router } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: 'Offerings' }));

    await user.click(screen.getByRole('menuitem', { name: /^Store/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
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

    await user.click(screen.getByRole('menuitem', { name: /Our Purpose/ }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Purpose' }),
    ).toBeInTheDocument();
  });
});

describe('Offerings menu from the keyboard', () => {
  const item = (name: RegExp) => screen.getByRole('menuitem', { name });
  /** The menu's last item, whatever the menu ends with. */
  const lastItem = () => screen.getAllByRole('menuitem').at(-1);
  const openButton = async () => {
    const view = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Offerings' });
    button.focus();
    return { ...view, button };
  };

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens on %s with the first item focused', async (_, key) => {
    const { user, button } = await openButton();

    await user.keyboard(key);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item(/Orthodox Prayers/)).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const { user } = await openButton();

    await user.keyboard('{ArrowUp}');

    expect(lastItem()).toHaveFocus();
  });

  it('moves through the items with the arrows, wrapping at both ends', async () => {
    const { user } = await openButton();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{ArrowDown}');
    expect(item(/Nuts & Bolts/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(lastItem()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(/Orthodox Prayers/)).toHaveFocus();
  });

  it('jumps to the ends with Home and End', async () => {
    const { user } = await openButton();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{End}');
    expect(lastItem()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(/Orthodox Prayers/)).toHaveFocus();
  });

  it('keeps its items out of the tab order', async () => {
    const { user } = await openButton();
    await user.keyboard('{ArrowDown}');

    for (const menuItem of screen.getAllByRole('menuitem')) {
      expect(menuItem).toHaveAttribute('tabindex', '-1');
    }
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, button } = await openButton();
    await user.keyboard('{ArrowDown}{ArrowDown}');

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Tab, the focus moving on to the next link (the Store)', async () => {
    const { user, button } = await openButton();
    await user.keyboard('{ArrowDown}');

    await user.tab();

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Store' }),
    ).toHaveFocus();
  });

  it('follows the focused item on Enter', async () => {
    const { user, router } = await openButton();
    await user.keyboard('{ArrowDown}{ArrowDown}');

    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/nutsandbolts'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  // A <details> disclosure: its summary is the button (browsers expose it as one, expanded or
  // not), and the links are hidden while it is closed.
  const toggle = (name: 'Open menu' | 'Close menu') => screen.getByText(name).closest('summary')!;
  const mobileMenu = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });

  it('toggles a flat list of all ten links, the journal, the Store and "My downloads"', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    expect(mobileMenu()).not.toBeVisible();

    await user.click(toggle('Open menu'));
    expect(mobileMenu()).toBeVisible();
    expect(
      within(mobileMenu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About',
      'Our Purpose',
      'Contact',
      'Offer Your Support',
      'Store',
      'My downloads',
      'Orthodox Prayers',
      'Nuts & Bolts of Prayer',
      'Graphics',
      'Bible Studies',
      'Booklets',
      'The Journey',
      'Freebies',
    ]);
    expect(within(mobileMenu()).getByRole('link', { name: 'Store' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(within(mobileMenu()).getByRole('link', { name: 'My downloads' })).toHaveAttribute(
      'href',
      '/downloads',
    );

    await user.click(toggle('Close menu'));
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes when a link is chosen', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(toggle('Open menu'));
    await user.click(within(mobileMenu()).getByRole('link', { name: 'About' }));

    expect(mobileMenu()).not.toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(toggle('Open menu'));

    await user.keyboard('{Escape}');

    expect(mobileMenu()).not.toBeVisible();
    expect(toggle('Open menu')).toHaveFocus();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

function categoriesPage() {
  server.use(http.get(apiPath('/categories'), () => HttpResponse.json([])));
  return '/admin/categories';
}

describe('AdminLayout', () => {
  it('offers the admin menu and shows who is signed in', async () => {
    signIn({ username: 'anna', role: 'admin' });
    renderAdmin(categoriesPage());

    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard Home', '/admin'],
      ['Manage Posts', '/admin/posts'],
      ['New Post', '/admin/posts/new'],
      ['Manage Products', '/admin/products'],
      ['Manage Collections', '/admin/collections'],
      ['Manage Pearls', '/admin/pearls'],
      ['Manage Users', '/admin/users'],
      ['Manage Categories', '/admin/categories'],
      ['Emails', '/admin/newsletters'],
      ['Orders', '/admin/orders'],
      ['Codes', '/admin/codes'],
      ['Messages', '/admin/messages'],
      ['Gifts', '/admin/gifts'],
      ['Subscribers', '/admin/subscribers'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Manage Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('anna')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('hides user management, orders and messages from editors', async () => {
    signIn({ username: 'elias', role: 'editor' });
    renderAdmin(categoriesPage());

    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(menu).queryByRole('link', { name: 'Manage Users' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Codes' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(screen.getByText('elias')).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
  });

  it('logs out: ends the session on the server, forgets it here and goes to /login', async () => {
    signIn();
    let endedWith: string | null = null;
    server.use(
      http.post(apiPath('/users/logout'), ({ request }) => {
        endedWith = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Signed out' });
      }),
    );
    const { router, user } = renderAdmin(categoriesPage());

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'CMS Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(endedWith).toBe('Bearer test-token');
  });

  it('says so when an admin address does not exist', async () => {
    signIn();
    renderAdmin('/admin/nowhere');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('moves the focus to the next screen’s heading and says its title', async () => {
    signIn({ role: 'admin' });
    server.use(http.get(apiPath('/posts/all'), () => HttpResponse.json([])));
    const { user } = renderAdmin(categoriesPage());
    const menu = await screen.findByRole('navigation', { name: 'Admin' });

    await user.click(within(menu).getByRole('link', { name: 'Manage Posts' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Manage Posts' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toContain('Manage Posts');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(document.title);
  });
});

describe('the admin menu on a phone', () => {
  it('folds behind a Menu button: opens with the focus on its first link, Escape closes it', async () => {
    signIn({ role: 'admin' });
    const { user } = renderAdmin(categoriesPage());
    const button = await screen.findByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Folded on a phone, always shown on a wide screen (`lg:flex`).
    expect(panel).toHaveClass('hidden', 'lg:flex');
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Admin' }));

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(panel).not.toHaveClass('hidden');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard Home' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    signIn({ role: 'admin' });
    server.use(http.get(apiPath('/posts/all'), () => HttpResponse.json([])));
    const { user } = renderAdmin(categoriesPage());
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);

    await user.click(screen.getByRole('link', { name: 'Manage Posts' }));

    await screen.findByRole('heading', { level: 1, name: 'Manage Posts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost } from '../../testing/factories';
import {
  deferred,
  renderAdmin,
  signIn,
  TEST_TOKEN,
  answerConfirm,
  findOutcome,
} from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';

const row = (title: string) =>
  screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

function listPosts(...posts: ReturnType<typeof buildPost>[]) {
  const list = vi.fn();
  server.use(
    http.get(apiPath('/posts/all'), ({ request }) => {
      list(request.headers.get('Authorization'));
      return HttpResponse.json(posts);
    }),
  );
  return list;
}

describe('PostsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every post with its author and status, fetched with the token', async () => {
    signIn();
    const paschal = buildPost({
      title: 'Paschal Homily',
      author: { _id: 'a'.repeat(24), username: 'elias' },
    });
    const orphan = buildPost({ title: 'Lenten Notes', author: null, published: false });
    const scheduled = buildPost({
      title: 'Palm Sunday',
      published: false,
      publishedAt: null,
      schedule: { kind: 'pascha', days: -7, year: 2027 },
      publishAt: '2027-04-25T00:00:00.000Z',
    });
    const list = listPosts(paschal, orphan, scheduled);
    renderAdmin('/admin/posts');

    expect(await screen.findByRole('cell', { name: 'Paschal Homily' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Author',
      'Status',
      'Actions',
    ]);
    expect(within(row('Paschal Homily')).getByText('elias')).toBeInTheDocument();
    expect(within(row('Paschal Homily')).getByText('Published')).toBeInTheDocument();
    expect(within(row('Lenten Notes')).getByText('Unknown')).toBeInTheDocument();
    expect(within(row('Lenten Notes')).getByText('Draft')).toBeInTheDocument();
    expect(
      within(row('Palm Sunday')).getByText(/^Scheduled for Sun 25 Apr( 2027)?, 00:00$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Paschal Homily' })).toHaveAttribute(
      'href',
      `/admin/posts/${paschal._id}/edit`,
    );
    expect(screen.getByRole('link', { name: '+ New Post' })).toHaveAttribute(
      'href',
      '/admin/posts/new',
    );
    expect(list).toHaveBeenCalledWith(`Bearer ${TEST_TOKEN}`);
    expect(document.title).toBe('Manage Posts · CMS · Orthodox Resources');
  });

  it('shows "Failed to fetch posts." with the server\'s message and status for a 500', async () => {
    signIn();
    server.use(
      http.get(apiPath('/posts/all'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderAdmin('/admin/posts');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch posts.');
    expect(alert).toHaveTextContent('Database unavailable (status 500)');
    expect(alert).not.toHaveTextContent('Unauthorized');
  });

  it('deletes a post after confirmation and drops it from the list without reloading', async () => {
    signIn();
    const doomed = buildPost({ title: 'Old Notice' });
    const list = listPosts(doomed, buildPost({ title: 'Akathist' }));
    const removed = vi.fn();
    server.use(
      http.delete(apiPath('/posts/:id'), ({ params, request }) => {
        removed(params.id, request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin('/admin/posts');

    await user.click(await screen.findByRole('button', { name: 'Delete Old Notice' }));
    await answerConfirm(user);

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old Notice' })).toBeNull());
    expect(removed).toHaveBeenCalledWith(doomed._id, `Bearer ${TEST_TOKEN}`);
    expect(screen.getByRole('cell', { name: 'Akathist' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('invalidates the post lists after deleting a post, and only then', async () => {
    signIn();
    const list = listPosts(buildPost({ title: 'Old Notice' }));
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([])),
      http.get(apiPath('/users'), () => HttpResponse.json([])),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
      // The dashboard's shop tiles, on the way back: not what this test is about.
      http.get(paymentsPath('/orders/stats'), () => new HttpResponse(null, { status: 503 })),
      http.get(apiPath('/messages'), () => new HttpResponse(null, { status: 503 })),
      http.delete(apiPath('/posts/:id'), () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderAdmin('/admin/posts');
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    async function leaveAndComeBack() {
      await user.click(within(menu).getByRole('link', { name: 'Dashboard Home' }));
      await screen.findByRole('heading', { name: 'CMS Dashboard' });
      await user.click(within(menu).getByRole('link', { name: 'Manage Posts' }));
      await screen.findByRole('heading', { name: 'Manage Posts' });
    }

    await screen.findByRole('cell', { name: 'Old Notice' });
    await leaveAndComeBack();
    expect(list).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Delete Old Notice' }));
    await answerConfirm(user);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old Notice' })).toBeNull());
    await leaveAndComeBack();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('keeps the post when the confirmation is declined', async () => {
    signIn();
    listPosts(buildPost({ title: 'Old Notice' }));
    const removed = vi.fn();
    server.use(http.delete(apiPath('/posts/:id'), removed));
    const { user } = renderAdmin('/admin/posts');

    await user.click(await screen.findByRole('button', { name: 'Delete Old Notice' }));
    await answerConfirm(user, false);

    expect(removed).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Old Notice' })).toBeInTheDocument();
  });

  it('shows the server\'s reason, or "Failed to delete post", when a delete fails', async () => {
    signIn();
    listPosts(buildPost({ title: 'Old Notice' }), buildPost({ title: 'Akathist' }));
    server.use(http.delete(apiPath('/posts/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdmin('/admin/posts');

    await user.click(await screen.findByRole('button', { name: 'Delete Old Notice' }));
    await answerConfirm(user);
    expect(await findOutcome('alert', 'Failed to delete post')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Old Notice' })).toBeInTheDocument();

    server.use(
      http.delete(apiPath('/posts/:id'), () =>
        HttpResponse.json({ error: 'Post not found', message: 'Post not found' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Akathist' }));
    await answerConfirm(user);
    expect(await findOutcome('alert', 'Post not found')).toBeInTheDocument();
  });

  it('deletes once however often Delete is pressed, showing progress', async () => {
    signIn();
    listPosts(buildPost({ title: 'Old Notice' }), buildPost({ title: 'Akathist' }));
    const gate = deferred();
    const removed = vi.fn();
    server.use(
      http.delete(apiPath('/posts/:id'), async () => {
        removed();
        await gate.promise;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin('/admin/posts');

    await user.click(await screen.findByRole('button', { name: 'Delete Old Notice' }));
    await answerConfirm(user);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Akathist' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Deleting…' }));
    gate.release();

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old Notice' })).toBeNull());
    expect(removed).toHaveBeenCalledTimes(1);
  });
});

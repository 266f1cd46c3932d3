import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InboxMessage } from '@ministry/contracts';
import { buildInboxMessage } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

/** The api's inbox: filters by status as the api does and applies status changes. */
function inboxApi(initial: InboxMessage[]) {
  const state = { messages: [...initial], asked: [] as Record<string, string>[] };
  server.use(
    http.get(apiPath('/messages'), ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${TEST_TOKEN}`) {
        return HttpResponse.json({ message: 'Authentication required.' }, { status: 401 });
      }
      const query = Object.fromEntries(new URL(request.url).searchParams);
      state.asked.push(query);
      const shown = state.messages.filter((message) =>
        query.status ? message.status === query.status : message.status !== 'archived',
      );
      return HttpResponse.json({
        messages: shown,
        page: 1,
        pageSize: 25,
        total: shown.length,
        pages: 1,
        unread: state.messages.filter((message) => message.status === 'unread').length,
      });
    }),
    http.patch(apiPath('/messages/:id'), async ({ params, request }) => {
      const { status } = (await request.json()) as { status: InboxMessage['status'] };
      const found = state.messages.find((message) => message._id === params.id);
      if (!found) return HttpResponse.json({ message: 'Message not found' }, { status: 404 });
      found.status = status;
      return HttpResponse.json(found);
    }),
  );
  return state;
}

describe('MessagesPage', () => {
  it('lists the inbox and opens a message with a reply-by-email link', async () => {
    signIn({ role: 'admin' });
    const maria = buildInboxMessage();
    inboxApi([maria, buildInboxMessage({ name: 'Ioan', subject: null, status: 'read' })]);
    const { user } = renderAdmin('/admin/messages');

    const opener = await screen.findByRole('button', { name: /Unread:\s*A question about/ });
    expect(screen.getByText('1 unread message from the contact page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\(no subject\)/ })).toBeInTheDocument();
    expect(screen.queryByText(maria.message)).toBeNull();

    await user.click(opener);

    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(maria.message)).toBeInTheDocument();
    const reply = screen.getByRole('link', { name: 'Reply by email' });
    const href = reply.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:maria%40example.org?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('subject=Re: A question about the Akathist');
    expect(decodeURIComponent(href)).toContain('> Is the booklet available in Greek?');
    expect(document.title).toBe('Messages · CMS · Orthodox Resources');
  });

  it('marks a message read by opening it, unread again on request, then archives it', async () => {
    signIn({ role: 'admin' });
    const api = inboxApi([buildInboxMessage()]);
    const { user } = renderAdmin('/admin/messages');
    await user.click(await screen.findByRole('button', { name: /A question about/ }));

    expect(await screen.findByText('0 unread messages from the contact page.')).toBeVisible();
    expect(api.messages[0]?.status).toBe('read');
    await user.click(screen.getByRole('button', { name: 'Mark unread' }));

    expect(await screen.findByText('1 unread message from the contact page.')).toBeVisible();
    expect(api.messages[0]?.status).toBe('unread');

    await user.click(screen.getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
    expect(api.messages[0]?.status).toBe('archived');
    // The inbox reloaded after each change: reading by opening, unread, archive.
    expect(api.asked).toHaveLength(4);
  });

  it('shows each folder: unread, read and archived', async () => {
    signIn({ role: 'admin' });
    const api = inboxApi([
      buildInboxMessage({ subject: 'Kept for later', status: 'archived' }),
      buildInboxMessage({ subject: 'New question' }),
    ]);
    const { user } = renderAdmin('/admin/messages');
    await screen.findByRole('button', { name: /New question/ });
    expect(screen.queryByRole('button', { name: /Kept for later/ })).toBeNull();

    const folders = screen.getByRole('navigation', { name: 'Message folders' });
    await user.click(within(folders).getByRole('link', { name: 'Archived' }));

    expect(await screen.findByRole('button', { name: /Kept for later/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New question/ })).toBeNull();
    expect(api.asked.at(-1)).toEqual({ status: 'archived' });
    await user.click(within(folders).getByRole('link', { name: 'Read' }));
    await waitFor(() => expect(api.asked.at(-1)).toEqual({ status: 'read' }));
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
  });

  it("shows the api's message when a change is refused", async () => {
    signIn({ role: 'admin' });
    const message = buildInboxMessage();
    inboxApi([message]);
    server.use(
      http.patch(apiPath(`/messages/${message._id}`), () =>
        HttpResponse.json({ error: 'Not Found', message: 'Message not found' }, { status: 404 }),
      ),
    );
    const { user } = renderAdmin('/admin/messages');
    await user.click(await screen.findByRole('button', { name: /A question about/ }));

    await user.click(screen.getByRole('button', { name: 'Archive' }));

    expect(await findOutcome('alert', 'Message not found')).toBeInTheDocument();
  });

  it('tells an editor messages are for admins, without asking for them', async () => {
    signIn({ role: 'editor' });
    const list = vi.fn();
    server.use(http.get(apiPath('/messages'), list));
    renderAdmin('/admin/messages');

    expect(await screen.findByText('Messages are read by an admin.')).toBeVisible();
    expect(list).not.toHaveBeenCalled();
  });
});

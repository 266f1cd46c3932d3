import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerConfirm,
  findOutcome,
  renderAdmin,
  signIn,
  TEST_TOKEN,
} from '../../testing/render-admin';
import { buildNewsletterSend, newslettersApi } from '../../testing/newsletters-api';
import { apiPath, server } from '@/testing/server';
import { CANCEL_SEND_CONFIRMATION } from './sends-page';

const rowOf = (subject: string) => {
  const row = screen.getByText(subject).closest('tr');
  if (!row) throw new Error(`No row for ${subject}`);
  return within(row);
};

describe('SendsPage', () => {
  it('lists every send with its lists and times, and keeps a finished one’s report', async () => {
    signIn();
    newslettersApi([
      buildNewsletterSend({ subject: 'Forgiveness Sunday', lists: ['journal', 'new-resources'] }),
    ]);
    renderAdmin('/admin/newsletters');

    expect(await screen.findByRole('heading', { level: 1, name: 'Emails' })).toBeInTheDocument();
    expect(screen.getByText(/Opens and clicks are not tracked/)).toBeVisible();
    const row = rowOf('Forgiveness Sunday');
    expect(row.getByRole('link', { name: 'Post' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/posts\/[0-9a-f]{24}\/edit$/),
    );
    expect(row.getByText('The Journal, New resources')).toBeInTheDocument();
    expect(row.getByText('Sent')).toBeInTheDocument();
    expect(row.getByText('Started').nextSibling).toHaveTextContent('09:00');
    expect(row.getByText('Finished').nextSibling).toHaveTextContent('09:05');
    expect(row.getByText('Delivered').nextSibling).toHaveTextContent('117');
    expect(row.getByText('Failed').nextSibling).toHaveTextContent('1');
    expect(row.getByText('Skipped').nextSibling).toHaveTextContent('2');
    expect(row.queryByRole('button', { name: /Pause|Cancel/ })).toBeNull();
  });

  it('polls a send in progress until it has finished, then stops asking', async () => {
    signIn();
    const running = buildNewsletterSend({
      subject: 'Clean Monday',
      status: 'sending',
      startedAt: new Date(Date.now() - 30_000).toISOString(),
      finishedAt: undefined,
      total: 200,
      sent: 50,
      failed: 0,
      skipped: 0,
    });
    let answers = 0;
    const asked = newslettersApi(() =>
      ++answers === 1 ? [running] : [{ ...running, status: 'sent', sent: 200 }],
    );
    renderAdmin('/admin/newsletters');

    const bar = await screen.findByRole('progressbar', { name: 'Progress of “Clean Monday”' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText(/50 of 200 sent/)).toBeInTheDocument();
    // The next poll answers it sent: the bar gives way to the report.
    expect(await screen.findByText('Delivered', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(asked).toHaveBeenCalledTimes(2);
  }, 15_000);

  it('pauses a send for an admin with the api, and shows it paused', async () => {
    signIn();
    const send = buildNewsletterSend({
      subject: 'Clean Monday',
      status: 'queued',
      startedAt: undefined,
      finishedAt: undefined,
      total: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    let current = send;
    newslettersApi(() => [current]);
    const paused = vi.fn();
    server.use(
      http.post(apiPath('/newsletters/:id/pause'), ({ params, request }) => {
        paused(params.id, request.headers.get('Authorization'));
        current = { ...send, status: 'paused' };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderAdmin('/admin/newsletters');

    await user.click(await screen.findByRole('button', { name: 'Pause “Clean Monday”' }));

    expect(await screen.findByRole('button', { name: 'Resume “Clean Monday”' })).toBeVisible();
    expect(rowOf('Clean Monday').getByText('Paused')).toBeInTheDocument();
    expect(await findOutcome('status', 'The send is paused.')).toBeVisible();
    expect(paused).toHaveBeenCalledWith(send._id, `Bearer ${TEST_TOKEN}`);
  });

  it('cancels a send only once the admin has confirmed it, and shows a refusal in the api’s words', async () => {
    signIn();
    const send = buildNewsletterSend({
      subject: 'Clean Monday',
      status: 'paused',
      finishedAt: undefined,
      total: 200,
      sent: 80,
    });
    newslettersApi([send]);
    const cancelled = vi.fn();
    server.use(
      http.post(apiPath('/newsletters/:id/cancel'), ({ params }) => {
        cancelled(params.id);
        return HttpResponse.json(
          { message: 'A send that is sent cannot be cancelled' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderAdmin('/admin/newsletters');

    await user.click(await screen.findByRole('button', { name: 'Cancel “Clean Monday”' }));
    expect(await answerConfirm(user, false)).toBe(CANCEL_SEND_CONFIRMATION);
    expect(cancelled).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel “Clean Monday”' }));
    await answerConfirm(user);
    expect(await findOutcome('alert', 'A send that is sent cannot be cancelled')).toBeVisible();
    expect(cancelled).toHaveBeenCalledWith(send._id);
  });

  it('shows an editor the sends without the admins’ actions', async () => {
    signIn({ role: 'editor' });
    newslettersApi([
      buildNewsletterSend({ subject: 'Clean Monday', status: 'paused', finishedAt: undefined }),
    ]);
    renderAdmin('/admin/newsletters');

    expect(await screen.findByText('Clean Monday')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resume|Cancel/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says when nothing has been sent yet', async () => {
    signIn();
    newslettersApi([]);
    renderAdmin('/admin/newsletters');
    expect(await screen.findByRole('heading', { name: 'No emails yet' })).toBeInTheDocument();
  });
});

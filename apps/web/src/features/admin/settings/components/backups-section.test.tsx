import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findOutcome, renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';
import { formatAdminTime } from '../../lib/admin-time';

const alerts = { ownerAlerts: 'each', ownerEmail: 'owner@example.org', digestHour: 7 };
const run = {
  id: '650f1c2ab3d4e5f601234567',
  status: 'running',
  trigger: 'manual',
  startedAt: '2026-03-20T10:15:00.000Z',
  finishedAt: null,
  collectionsDone: 0,
  collectionsTotal: 0,
  filesDone: 0,
  name: null,
  size: null,
  message: null,
};
const kept = {
  name: 'backup-20260319-030000.tar.gz',
  createdAt: '2026-03-19T03:00:00.000Z',
  size: 2_516_582,
};

/** The api's answers to the list, one after another (the last one repeats). */
function backupsAnswer(...answers: object[]) {
  let next = 0;
  return http.get(apiPath('/backups'), () =>
    HttpResponse.json(answers[Math.min(next++, answers.length - 1)]),
  );
}

describe('the Backups section of the settings', () => {
  beforeEach(() => {
    server.use(http.get(paymentsPath('/settings/alerts'), () => HttpResponse.json(alerts)));
  });

  it('lists the kept backups with their date and size, and the restore command', async () => {
    signIn();
    server.use(backupsAnswer({ backups: [kept], latest: null }));

    renderAdmin('/admin/settings');

    const list = await screen.findByRole('list', { name: 'Backups' });
    expect(
      within(list).getByText(formatAdminTime('2026-03-19T03:00:00.000Z', 'UTC')),
    ).toBeInTheDocument();
    expect(within(list).getByText('2.4 MB')).toBeInTheDocument();
    expect(screen.getByText('pnpm restore FILE')).toBeInTheDocument();
  });

  it('backs up now, shows the counts as they go, then the new backup and a toast', async () => {
    signIn();
    const started = vi.fn();
    const done = {
      ...run,
      status: 'done',
      collectionsDone: 12,
      collectionsTotal: 12,
      filesDone: 31,
    };
    server.use(
      backupsAnswer(
        { backups: [kept], latest: null },
        {
          backups: [kept],
          latest: { ...run, collectionsDone: 5, collectionsTotal: 12, filesDone: 0 },
        },
        {
          backups: [
            { name: 'backup-20260320-101500.tar.gz', createdAt: run.startedAt, size: 3_000_000 },
            kept,
          ],
          latest: { ...done, name: 'backup-20260320-101500.tar.gz', size: 3_000_000 },
        },
      ),
      http.post(apiPath('/backups'), ({ request }) => {
        started(request.headers.get('Authorization'));
        return HttpResponse.json(run, { status: 202 });
      }),
    );

    const { user } = renderAdmin('/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));

    expect(
      await screen.findByText('Backing up… 5 of 12 collections, 0 files.'),
    ).toBeInTheDocument();
    expect(await findOutcome('status', 'Backup done: 2.9 MB.')).toBeInTheDocument();
    expect(started).toHaveBeenCalledWith(`Bearer ${TEST_TOKEN}`);
    const list = screen.getByRole('list', { name: 'Backups' });
    expect(
      within(list).getByText(formatAdminTime('2026-03-20T10:15:00.000Z', 'UTC')),
    ).toBeInTheDocument();
  });

  it("says why a backup could not start, in the server's words", async () => {
    signIn();
    server.use(
      backupsAnswer({ backups: [], latest: null }),
      http.post(apiPath('/backups'), () =>
        HttpResponse.json(
          { message: 'A backup is already running: wait for it to finish.' },
          { status: 409 },
        ),
      ),
    );

    const { user } = renderAdmin('/admin/settings');
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));

    expect(
      await findOutcome('alert', 'A backup is already running: wait for it to finish.'),
    ).toBeInTheDocument();
  });

  it('downloads a backup through a short-lived link', async () => {
    signIn();
    const linked = vi.fn();
    server.use(
      backupsAnswer({ backups: [kept], latest: null }),
      http.post(apiPath(`/backups/${kept.name}/link`), () => {
        linked();
        return HttpResponse.json({ url: `/api/backups/${kept.name}?token=t` });
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const { user } = renderAdmin('/admin/settings');
    await user.click(
      await screen.findByRole('button', {
        name: `Download the backup of ${formatAdminTime('2026-03-19T03:00:00.000Z', 'UTC')}`,
      }),
    );

    expect(await findOutcome('status', `Downloading ${kept.name}.`)).toBeInTheDocument();
    expect(linked).toHaveBeenCalledOnce();
    expect(clicked).toHaveBeenCalledOnce();
    clicked.mockRestore();
  });
});

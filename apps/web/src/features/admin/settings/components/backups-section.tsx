import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BackupRun } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { toastDone, toastFailed } from '../../lib/outcome-toasts';
import { useAdminTime } from '../../lib/owner-time-zone';
import { backupsQueryOptions, useDownloadBackup, useStartBackup } from '../api/backups';

/** "2.4 MB": an archive's size as people read it. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 ** 2) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function progressLabel(run: BackupRun): string {
  if (run.status === 'done') return `Backup done: ${sizeLabel(run.size ?? 0)}.`;
  if (run.status === 'failed') return `The backup failed: ${run.message ?? 'no reason given.'}`;
  const collections =
    run.collectionsTotal > 0
      ? `${run.collectionsDone} of ${plural(run.collectionsTotal, 'collection', 'collections')}`
      : 'starting';
  return `Backing up… ${collections}, ${plural(run.filesDone, 'file', 'files')}.`;
}

/** Tells, by a toast, how a backup started here ended, once it has. */
function useOutcomeOf(latest: BackupRun | null | undefined, startedId: string | undefined) {
  const told = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!latest || latest.id !== startedId || latest.status === 'running') return;
    if (told.current === latest.id) return;
    told.current = latest.id;
    if (latest.status === 'done') toastDone(`Backup done: ${sizeLabel(latest.size ?? 0)}.`);
    else toastFailed(new Error(latest.message ?? ''), 'The backup failed.');
  }, [latest, startedId]);
}

/** The "Backups" card of `/admin/settings` (admins): back up now, follow it, download one. */
export function BackupsSection() {
  const { time } = useAdminTime();
  const backups = useQuery(backupsQueryOptions());
  const start = useStartBackup();
  const download = useDownloadBackup();
  const latest = backups.data?.latest;
  const running = latest?.status === 'running';
  useOutcomeOf(latest, start.data?.id);

  return (
    <Card variant="panel" title="Backups" className="mt-6 max-w-2xl">
      <p className="mb-3 text-sm text-ink-700">
        A backup holds the whole shop as it stood at one moment (every product, order, post and
        account) and every uploaded file. One is made each night and kept for the days the server is
        set to keep them (BACKUP_KEEP_DAYS); the shop keeps running while it is made.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          onClick={() => start.mutate()}
          disabled={running}
          pending={start.isPending}
          pendingLabel="Starting…"
        >
          Back up now
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-ink-700">
          {latest && (running || latest.id === start.data?.id) ? progressLabel(latest) : ''}
        </p>
      </div>
      <p className="mt-3 text-sm text-ink-700">
        To restore one, download it and, on the server, run{' '}
        <code className="rounded bg-parchment-100 px-1">pnpm restore FILE</code> into a fresh
        install (<code className="rounded bg-parchment-100 px-1">--force</code> replaces a shop that
        holds data); the README&apos;s &ldquo;Backup and restore&rdquo; says how with docker
        compose.
      </p>
      <QueryError title="Failed to fetch the backups." error={backups.error} />
      {backups.isPending ? <Loading label="Loading backups…" /> : null}
      {backups.data ? (
        backups.data.backups.length === 0 ? (
          <p className="mt-3 text-sm text-ink-700">No backups yet.</p>
        ) : (
          <ul aria-label="Backups" className="mt-3 divide-y divide-ink-100 text-sm">
            {backups.data.backups.map((backup) => (
              <li key={backup.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <span className="font-semibold text-ink-900">{time(backup.createdAt)}</span>
                <span className="text-ink-700">{sizeLabel(backup.size)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  className="ml-auto"
                  aria-label={`Download the backup of ${time(backup.createdAt)}`}
                  onClick={() => download.mutate(backup.name)}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </Card>
  );
}

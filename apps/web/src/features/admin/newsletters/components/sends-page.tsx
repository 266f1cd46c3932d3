import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import type { MailingList, NewsletterSend } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import { SendStatusBadge } from '../../components/send-status';
import { cmsTitle } from '../../lib/cms-title';
import { useConfirm } from '../../lib/confirm-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { mailingListsQueryOptions, newsletterSendsQueryOptions } from '../../lib/newsletters-query';
import { useAdminTime } from '../../lib/owner-time-zone';
import { useSendAction } from '../api/send-actions';
import { SendProgress, SendReport } from './send-progress';

export const CANCEL_SEND_CONFIRMATION = 'Cancel this send?';

/**
 * `/admin/newsletters` ("Emails"): every send with where it stands; a send under way shows its
 * progress (polled while one runs), a finished one its report. Admins pause, resume or cancel.
 */
export function SendsPage() {
  const sends = useQuery(newsletterSendsQueryOptions());
  const lists = useQuery(mailingListsQueryOptions());
  const { hash } = useLocation();

  // A link from an editor ("See its progress") names its send: bring it into view once shown.
  const shown = Boolean(sends.data);
  useEffect(() => {
    if (!shown || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'center' });
  }, [shown, hash]);

  return (
    <>
      <PageHeader
        align="start"
        title="Emails"
        documentTitle={cmsTitle('Emails')}
        lead="Every email sent to the lists: posts, new resources and seasonal series."
        actions={
          <Link to="/admin/newsletters/series" className={buttonStyles('secondary', 'sm')}>
            Series texts
          </Link>
        }
      />
      <p className="mb-6 rounded-md border border-parchment-300 bg-parchment-100 px-4 py-3 text-sm text-ink-700">
        Opens and clicks are not tracked: the emails carry no tracking pixel and no rewritten links,
        so a report counts only what was delivered, what failed and who was skipped.
      </p>
      <QueryError title="Failed to fetch the sends." error={sends.error} />
      {sends.isPending ? <Loading label="Loading sends…" /> : null}
      {sends.data?.length === 0 ? (
        <EmptyPanel title="No emails yet">
          Send a post from its editor (&ldquo;Also send as an email&rdquo;), or a live product from
          its own (&ldquo;Send to New resources&rdquo;).
        </EmptyPanel>
      ) : null}
      {sends.data && sends.data.length > 0 ? (
        <SendsTable
          sends={sends.data}
          lists={lists.data ?? []}
          now={sends.dataUpdatedAt}
          highlighted={hash.slice(1)}
        />
      ) : null}
    </>
  );
}

const SOURCE_LABELS: Record<NewsletterSend['source'], string> = {
  post: 'Post',
  product: 'New resources',
  series: 'Series',
};

function SourceLink({ send }: { send: NewsletterSend }) {
  const to =
    send.source === 'post'
      ? `/admin/posts/${send.sourceId}/edit`
      : send.source === 'product'
        ? `/admin/products/${send.sourceId}/edit`
        : null;
  const label =
    send.source === 'series'
      ? `Series, day ${send.sourceId.split(':')[1] ?? '?'}`
      : SOURCE_LABELS[send.source];
  return to ? (
    <Link to={to} className="text-burgundy-800 underline underline-offset-2">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

interface SendsTableProps {
  sends: NewsletterSend[];
  lists: MailingList[];
  now: number;
  highlighted: string;
}

function SendsTable({ sends, lists, now, highlighted }: SendsTableProps) {
  const { isAdmin } = useCurrentUser();
  const { time } = useAdminTime();
  const action = useSendAction();
  const { confirm, dialog } = useConfirm();
  const listName = (id: string) => lists.find((list) => list.id === id)?.name ?? id;

  async function cancel(send: NewsletterSend) {
    const yes = await confirm(CANCEL_SEND_CONFIRMATION, {
      action: 'Cancel the send',
      detail: `“${send.subject}” goes to nobody else; those already sent to keep their copy. A cancelled send cannot be resumed.`,
    });
    if (yes) action.mutate({ id: send._id, action: 'cancel' });
  }

  const columns = ['Email', 'Lists', 'Status', 'When', 'Progress'];
  return (
    <>
      {dialog}
      <DataTable caption="Email sends" columns={isAdmin ? [...columns, 'Actions'] : columns}>
        {sends.map((send) => {
          const busy = action.isPending && action.variables.id === send._id;
          const finished = send.status === 'sent' || send.status === 'cancelled';
          return (
            <DataRow key={send._id}>
              <DataCell label="Email" className="max-w-72">
                <span id={`send-${send._id}`} className="grid gap-0.5">
                  <span
                    className={cn(
                      'font-semibold wrap-anywhere text-ink-900',
                      highlighted === `send-${send._id}` && 'bg-gold-300/40',
                    )}
                  >
                    {send.subject}
                  </span>
                  <span className="text-xs">
                    <SourceLink send={send} />
                  </span>
                </span>
              </DataCell>
              <DataCell label="Lists">{send.lists.map(listName).join(', ')}</DataCell>
              <DataCell label="Status">
                <SendStatusBadge status={send.status} />
              </DataCell>
              <DataCell label="When">
                <dl className="grid gap-0.5 text-xs sm:min-w-40">
                  {(
                    [
                      ['Scheduled', send.scheduledFor],
                      ['Started', send.startedAt],
                      ['Finished', send.finishedAt],
                    ] as const
                  )
                    .filter(([, at]) => at)
                    .map(([label, at]) => (
                      <div key={label} className="flex gap-1">
                        <dt className="text-ink-500">{label}</dt>
                        <dd className="whitespace-nowrap">{time(at)}</dd>
                      </div>
                    ))}
                  {!send.scheduledFor && !send.startedAt ? (
                    <div className="flex gap-1">
                      <dt className="text-ink-500">Created</dt>
                      <dd className="whitespace-nowrap">{time(send.createdAt)}</dd>
                    </div>
                  ) : null}
                </dl>
              </DataCell>
              <DataCell label="Progress">
                {finished ? (
                  <SendReport send={send} />
                ) : send.status === 'scheduled' ? (
                  <span className="text-xs text-ink-500">Not started</span>
                ) : (
                  <SendProgress send={send} now={now} />
                )}
              </DataCell>
              {isAdmin ? (
                <DataCell label="Actions">
                  <span className="flex flex-wrap gap-2">
                    {send.status === 'paused' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={`Resume “${send.subject}”`}
                        onClick={() => action.mutate({ id: send._id, action: 'resume' })}
                      >
                        Resume
                      </Button>
                    ) : null}
                    {['scheduled', 'queued', 'sending'].includes(send.status) ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={`Pause “${send.subject}”`}
                        onClick={() => action.mutate({ id: send._id, action: 'pause' })}
                      >
                        Pause
                      </Button>
                    ) : null}
                    {finished ? null : (
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={busy}
                        aria-label={`Cancel “${send.subject}”`}
                        onClick={() => void cancel(send)}
                      >
                        Cancel
                      </Button>
                    )}
                  </span>
                </DataCell>
              ) : null}
            </DataRow>
          );
        })}
      </DataTable>
    </>
  );
}

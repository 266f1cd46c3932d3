import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  contactMessageStatusSchema,
  type ContactMessageStatus,
  type InboxMessage,
} from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/components/ui/cn';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { queryString } from '@/lib/request-list';
import { statusOf } from '@/lib/error-message';
import { useAdminTime } from '../../lib/owner-time-zone';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { cmsTitle } from '../../lib/cms-title';
import { messagesQueryOptions, type MessagesQuery } from '../api/get-messages';
import { useUpdateMessageStatus } from '../api/update-message';

const FOLDERS: { value: ContactMessageStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Inbox' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'archived', label: 'Archived' },
];

const search = ({ status, page }: MessagesQuery) =>
  queryString({ status, page: page && page > 1 ? page : undefined });

function readQuery(params: URLSearchParams): MessagesQuery {
  const status = contactMessageStatusSchema.safeParse(params.get('status') ?? undefined);
  const page = Number(params.get('page'));
  return {
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A reply in the admin's own mail program, to the visitor, quoting what they wrote. */
function replyHref(message: InboxMessage, time: (iso: string) => string): string {
  const subject = `Re: ${message.subject ?? 'your message to Orthodox Resources'}`;
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${time(message.createdAt)}, ${message.name} wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** `/admin/messages` (admins): what visitors wrote through the contact page. */
export function MessagesPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Messages" sentence="Messages are read by an admin." />;
  return <Inbox />;
}

function Inbox() {
  const { time } = useAdminTime();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const messages = useQuery(messagesQueryOptions(query));
  const update = useUpdateMessageStatus();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = messages.data;

  function setStatus(message: InboxMessage, status: ContactMessageStatus) {
    update.mutate({ id: message._id, status });
  }

  /** Opening an unread message reads it, as in any mail client; "Mark unread" undoes it. */
  function toggle(message: InboxMessage) {
    const opening = openId !== message._id;
    setOpenId(opening ? message._id : null);
    if (opening && message.status === 'unread') setStatus(message, 'read');
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Messages"
        documentTitle={cmsTitle('Messages')}
        lead={
          list
            ? `${list.unread === 1 ? '1 unread message' : `${list.unread} unread messages`} from the contact page.`
            : 'What visitors wrote through the contact page.'
        }
      />
      <QueryError
        title={
          [401, 403].includes(statusOf(messages.error))
            ? 'Unauthorized: Please log in again.'
            : 'Failed to fetch messages.'
        }
        error={messages.error}
      />

      <nav aria-label="Message folders" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {FOLDERS.map((folder) => {
            const current = folder.value === query.status;
            return (
              <li key={folder.label}>
                <Link
                  to={{ search: search({ status: folder.value }) }}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                    current
                      ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
                      : 'border-parchment-400 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700',
                  )}
                >
                  {folder.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {messages.isLoading ? <Loading label="Loading messages…" /> : null}
      {list && list.messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No messages here.
        </p>
      ) : null}
      {list && list.messages.length > 0 ? (
        <ul
          aria-label="Messages"
          className="divide-y divide-parchment-200 rounded-lg border border-parchment-300 bg-parchment-50 shadow-sm"
        >
          {list.messages.map((message) => {
            const open = openId === message._id;
            const changing = update.isPending && update.variables.id === message._id;
            const unread = message.status === 'unread';
            return (
              <li key={message._id} aria-label={`Message from ${message.name}`}>
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => toggle(message)}
                  className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-parchment-100"
                >
                  <span className="min-w-0">
                    <span
                      className={cn(
                        'block',
                        unread ? 'font-semibold text-ink-900' : 'text-ink-700',
                      )}
                    >
                      {unread ? <span className="sr-only">Unread: </span> : null}
                      {message.subject ?? '(no subject)'}
                    </span>
                    <span className="block text-sm text-ink-500">
                      {message.name} · {message.email}
                    </span>
                  </span>
                  <span className="text-xs text-ink-500">{time(message.createdAt)}</span>
                </button>
                {open ? (
                  <div className="px-4 pb-4">
                    <p className="rounded-md border border-parchment-300 bg-white p-3 text-sm whitespace-pre-wrap text-ink-900">
                      {message.message}
                    </p>
                    {!message.mailed ? (
                      <p className="mt-2 text-xs text-ink-500">
                        This message did not reach the mailbox by email; it is only here.
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap gap-2">
                      <a href={replyHref(message, time)} className={buttonStyles('primary', 'sm')}>
                        Reply by email
                      </a>
                      {message.status === 'unread' ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={update.isPending}
                          pending={changing}
                          onClick={() => setStatus(message, 'read')}
                        >
                          Mark read
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={update.isPending}
                          pending={changing}
                          onClick={() => setStatus(message, 'unread')}
                        >
                          Mark unread
                        </Button>
                      )}
                      {message.status !== 'archived' ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={update.isPending}
                          pending={changing}
                          onClick={() => setStatus(message, 'archived')}
                        >
                          Archive
                        </Button>
                      ) : null}
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {list ? (
        <Pager
          page={list.page}
          pages={list.pages}
          to={(page) => ({ search: search({ ...query, page }) })}
        />
      ) : null}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import {
  contactMessageStatusSchema,
  type ContactMessageStatus,
  type InboxMessage,
} from '@ministry/contracts';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/components/ui/cn';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { queryString } from '@/lib/request-list';
import { statusOf } from '@/lib/error-message';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { messagesQueryOptions, type MessagesQuery } from '../../lib/messages-query';
import { useUpdateMessageStatus } from '../api/update-message';
import { MessageItem } from './message-item';

const FOLDERS: { value: ContactMessageStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Inbox' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'archived', label: 'Archived' },
];

const search = ({ status, page }: MessagesQuery) =>
  queryString({ status, page: page && page > 1 ? page : undefined });

export function readQuery(params: URLSearchParams): MessagesQuery {
  const status = contactMessageStatusSchema.safeParse(params.get('status') ?? undefined);
  const page = Number(params.get('page'));
  return {
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `/admin/messages` (admins): what visitors wrote through the contact page. */
export function MessagesPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Messages" sentence="Messages are read by an admin." />;
  return <Inbox />;
}

function Inbox() {
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
          {list.messages.map((message) => (
            <MessageItem
              key={message._id}
              message={message}
              open={openId === message._id}
              onToggle={() => toggle(message)}
              onStatus={(status) => setStatus(message, status)}
              busy={update.isPending}
              changing={update.isPending && update.variables.id === message._id}
            />
          ))}
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

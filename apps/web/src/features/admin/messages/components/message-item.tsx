import type { ContactMessageStatus, InboxMessage } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useAdminTime } from '../../lib/owner-time-zone';

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

interface MessageItemProps {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  onStatus: (status: ContactMessageStatus) => void;
  /** A status change is under way (on any message). */
  busy: boolean;
  /** This message's status is changing. */
  changing: boolean;
}

/** One message in the list: its subject and sender, opened to its words and actions. */
export function MessageItem({
  message,
  open,
  onToggle,
  onStatus,
  busy,
  changing,
}: MessageItemProps) {
  const { time } = useAdminTime();
  const unread = message.status === 'unread';
  return (
    <li key={message._id} aria-label={`Message from ${message.name}`}>
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-parchment-100"
      >
        <span className="min-w-0">
          <span className={cn('block', unread ? 'font-semibold text-ink-900' : 'text-ink-700')}>
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
                disabled={busy}
                pending={changing}
                onClick={() => onStatus('read')}
              >
                Mark read
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                pending={changing}
                onClick={() => onStatus('unread')}
              >
                Mark unread
              </Button>
            )}
            {message.status !== 'archived' ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                pending={changing}
                onClick={() => onStatus('archived')}
              >
                Archive
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}

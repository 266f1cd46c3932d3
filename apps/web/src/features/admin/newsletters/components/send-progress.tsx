import type { NewsletterSend } from '@ministry/contracts';

type Figures = Pick<
  NewsletterSend,
  'status' | 'total' | 'sent' | 'failed' | 'skipped' | 'startedAt'
>;

/** The recipients a send is done with: delivered, failed or skipped. */
export const doneWith = (send: Figures) => send.sent + send.failed + send.skipped;

/**
 * The seconds a running send still needs at its rate so far (those done since it started), or
 * null when there is no rate to go by yet.
 */
export function secondsLeft(send: Figures, now: number): number | null {
  if (send.status !== 'sending' || !send.startedAt) return null;
  const done = doneWith(send);
  const elapsed = (now - new Date(send.startedAt).getTime()) / 1000;
  if (done === 0 || elapsed <= 0) return null;
  return Math.max(0, (send.total - done) / (done / elapsed));
}

/** "under a minute", "about 4 min", "about 1 h 10 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min`;
  const rest = minutes % 60;
  return `about ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

function whatIsLeft(send: Figures, now: number): string | null {
  if (send.status === 'paused') return 'paused';
  if (send.status === 'queued') return 'waiting to start';
  const seconds = secondsLeft(send, now);
  return seconds === null ? null : `${formatDuration(seconds)} left`;
}

interface SendProgressProps {
  send: Figures & { subject: string };
  /** The clock the time left is reckoned by (the page's last poll). */
  now: number;
}

/**
 * A send under way: a bar of the recipients done with out of its total, then sent / total,
 * failures, skipped, and the time left estimated from the rate so far.
 */
export function SendProgress({ send, now }: SendProgressProps) {
  const done = doneWith(send);
  const share = send.total > 0 ? Math.min(100, (done / send.total) * 100) : 0;
  const left = whatIsLeft(send, now);
  return (
    <div className="grid min-w-48 gap-1.5">
      <div
        role="progressbar"
        aria-label={`Progress of “${send.subject}”`}
        aria-valuemin={0}
        aria-valuemax={send.total}
        aria-valuenow={done}
        aria-valuetext={`${send.sent} of ${send.total} sent`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-parchment-200 ring-1 ring-parchment-300"
      >
        <div
          className="h-full rounded-full bg-burgundy-700 transition-[width] duration-500"
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="text-xs text-ink-700">
        <span className="font-semibold text-ink-900">
          {send.sent} of {send.total} sent
        </span>
        {send.failed ? ` · ${send.failed} failed` : ''}
        {send.skipped ? ` · ${send.skipped} skipped` : ''}
        {left ? ` · ${left}` : ''}
      </p>
    </div>
  );
}

/** A finished send's report: delivered, failed, skipped (opens are never tracked). */
export function SendReport({ send }: { send: Figures }) {
  return (
    <dl className="grid grid-cols-3 gap-x-4 text-xs">
      {(
        [
          ['Delivered', send.sent],
          ['Failed', send.failed],
          ['Skipped', send.skipped],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <dt className="text-ink-500">{label}</dt>
          <dd className="font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { NewsletterStatus } from '@ministry/contracts';
import { cn } from '@/components/ui/cn';

const STATUS: Record<NewsletterStatus, { label: string; tone: string }> = {
  scheduled: { label: 'Scheduled', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  queued: { label: 'Queued', tone: 'bg-gold-300/40 text-burgundy-900 ring-gold-500' },
  sending: { label: 'Sending', tone: 'bg-gold-300/40 text-burgundy-900 ring-gold-500' },
  paused: { label: 'Paused', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  sent: { label: 'Sent', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  cancelled: { label: 'Cancelled', tone: 'bg-parchment-200 text-ink-700 ring-parchment-400' },
};

export const sendStatusLabel = (status: NewsletterStatus) => STATUS[status].label;

/** Where an email send stands, as a badge. */
export function SendStatusBadge({ status }: { status: NewsletterStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STATUS[status].tone,
      )}
    >
      {STATUS[status].label}
    </span>
  );
}

import { Link } from '@/components/ui/link';
import type { SubscriberStatus, SubscriberSummary } from '@ministry/contracts';
import { subscribersSearch } from '../api/get-subscribers';

const COLUMNS: { status: Exclude<SubscriberStatus, 'complained'>; label: string }[] = [
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'pending', label: 'Pending' },
  { status: 'unsubscribed', label: 'Unsubscribed' },
  { status: 'bounced', label: 'Bounced' },
];

/**
 * Each list's people by status, a small card per list (four figures in a row, so that a phone
 * shows the people below them without a long scroll); a count opens the people it counts. (A
 * complaint counts with the bounces, as the api counts it; the "Bounced" link lists the bounces
 * alone.)
 */
export function ListCounts({ summary }: { summary: SubscriberSummary }) {
  return (
    <ul aria-label="People on each list" className="grid gap-3 md:grid-cols-2">
      {summary.map((row) => (
        <li
          key={row.list}
          className="rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm"
        >
          <h3 className="font-semibold text-ink-900">{row.name}</h3>
          <dl className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-2">
            {COLUMNS.map(({ status, label }) => (
              <div key={status}>
                <dt className="text-xs text-ink-500">{label}</dt>
                <dd className="text-xl tabular-nums">
                  {row[status] === 0 ? (
                    <span className="text-ink-500">0</span>
                  ) : (
                    <Link
                      to={{ search: subscribersSearch({ list: row.list, status }) }}
                      aria-label={`${row[status]} ${label.toLowerCase()} on ${row.name}`}
                      className="text-burgundy-800 underline underline-offset-4"
                    >
                      {row[status]}
                    </Link>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

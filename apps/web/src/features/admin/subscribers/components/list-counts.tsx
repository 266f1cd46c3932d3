import { Link } from 'react-router';
import type { SubscriberStatus, SubscriberSummary } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { subscribersSearch } from '../api/get-subscribers';

const COLUMNS: { status: Exclude<SubscriberStatus, 'complained'>; label: string }[] = [
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'pending', label: 'Pending' },
  { status: 'unsubscribed', label: 'Unsubscribed' },
  { status: 'bounced', label: 'Bounced' },
];

/**
 * Each list's people by status; a count opens the people it counts. (A complaint counts with
 * the bounces, as the api counts it; the "Bounced" link lists the bounces alone.)
 */
export function ListCounts({ summary }: { summary: SubscriberSummary }) {
  return (
    <DataTable caption="People on each list" columns={['List', ...COLUMNS.map((c) => c.label)]}>
      {summary.map((row) => (
        <DataRow key={row.list}>
          <DataCell label="List" className="font-medium text-ink-900">
            {row.name}
          </DataCell>
          {COLUMNS.map(({ status, label }) => (
            <DataCell key={status} label={label} className="tabular-nums">
              <Link
                to={{ search: subscribersSearch({ list: row.list, status }) }}
                aria-label={`${row[status]} ${label.toLowerCase()} on ${row.name}`}
                className="text-burgundy-800 underline-offset-4 hover:underline"
              >
                {row[status]}
              </Link>
            </DataCell>
          ))}
        </DataRow>
      ))}
    </DataTable>
  );
}

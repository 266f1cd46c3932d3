import { Link } from '@/components/ui/link';
import type { Subscriber } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { useAdminTime } from '../../lib/owner-time-zone';
import { STATUS_WORDS } from './subscriber-words';

/** One row per person: their address (to open them), name, status, lists and when they came. */
export function SubscribersTable({
  subscribers,
  listName,
}: {
  subscribers: Subscriber[];
  listName: (id: string) => string;
}) {
  const { day } = useAdminTime();
  return (
    <DataTable caption="Subscribers" columns={['Email', 'Name', 'Status', 'Lists', 'Since']}>
      {subscribers.map((subscriber) => (
        <DataRow key={subscriber._id}>
          <DataCell label="Email" className="font-medium break-all">
            <Link
              to={`/admin/subscribers/${subscriber._id}`}
              className="text-burgundy-800 underline-offset-4 hover:underline"
            >
              {subscriber.email}
            </Link>
          </DataCell>
          <DataCell label="Name">{subscriber.name ?? '—'}</DataCell>
          <DataCell label="Status">{STATUS_WORDS[subscriber.status]}</DataCell>
          <DataCell label="Lists">{subscriber.lists.map(listName).join(', ')}</DataCell>
          <DataCell label="Since" className="whitespace-nowrap">
            {day(subscriber.createdAt)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

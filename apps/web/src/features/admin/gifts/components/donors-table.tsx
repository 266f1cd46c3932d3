import { Link } from '@/components/ui/link';
import type { Donor } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { useAdminTime } from '../../lib/owner-time-zone';
import { donorName, donorPath, formatCents, monthlyText } from './donor-text';

const COLUMNS = [
  'Donor',
  'Email',
  'This year',
  'All time',
  'Monthly',
  'Last gift',
  'Receipts sent',
];

/** One line per donor; the address opens their page. */
export function DonorsTable({ donors }: { donors: Donor[] }) {
  const { day } = useAdminTime();
  return (
    <DataTable caption="Donors" columns={COLUMNS}>
      {donors.map((donor) => (
        <DataRow key={donor.email}>
          <DataCell label="Donor" className="font-medium text-ink-900">
            {donorName(donor)}
          </DataCell>
          <DataCell label="Email" className="break-all">
            <Link
              to={donorPath(donor.email)}
              className="text-burgundy-800 underline underline-offset-4"
            >
              {donor.email}
            </Link>
          </DataCell>
          <DataCell label="This year" className="tabular-nums">
            {formatCents(donor.yearCents)}
          </DataCell>
          <DataCell label="All time" className="tabular-nums">
            {formatCents(donor.totalCents)}
          </DataCell>
          <DataCell label="Monthly">{monthlyText(donor)}</DataCell>
          <DataCell label="Last gift">{day(donor.lastGiftAt)}</DataCell>
          <DataCell label="Receipts sent" className="tabular-nums">
            {donor.receiptsSent}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

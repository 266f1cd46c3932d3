import type { OrderDetail } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { Section } from './order-parts';
import { useAdminTime } from '../../lib/owner-time-zone';

/** The buyer's download links: uses left, expiry, and whether a refund revoked them. */
export function OrderDownloads({ downloads }: { downloads: OrderDetail['downloads'] }) {
  const { day } = useAdminTime();
  if (downloads.length === 0) return null;
  return (
    <Section title="Downloads">
      <DataTable caption="Download grants" columns={['Item', 'Downloads left', 'Expires', 'State']}>
        {downloads.map((grant) => (
          <DataRow key={grant.productId}>
            <DataCell label="Item" className="font-medium text-ink-900">
              {grant.name}
            </DataCell>
            <DataCell label="Downloads left">{grant.downloadsLeft}</DataCell>
            <DataCell label="Expires">{day(grant.expiresAt)}</DataCell>
            <DataCell label="State">{grant.revoked ? 'Revoked (refunded)' : 'Active'}</DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Section>
  );
}

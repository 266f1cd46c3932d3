import type { OrderDetail, OrderRefund } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { formatAmount } from '@/lib/format';
import { Section } from './order-parts';
import { useAdminTime } from '../../lib/owner-time-zone';

const STATUS_LABELS: Record<OrderRefund['status'], string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** What a refund gave back: its lines by name, and the shipping when it was included. */
function refundedWhat(refund: OrderRefund, lines: OrderDetail['lines']): string {
  const parts = [
    ...refund.lines.map((index) => lines[index]?.name ?? `Line ${index}`),
    ...(refund.shipping ? [`Shipping (${formatAmount(refund.shipping)})`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'An amount';
}

/** Every refund of the order: when, what it gave back, how much, where it stands, and who. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  const { time } = useAdminTime();
  if (order.refunds.length === 0) return null;
  return (
    <Section title="Refunds">
      <DataTable caption="Refunds" columns={['Date', 'Refunded', 'Amount', 'State', 'By']}>
        {order.refunds.map((refund) => (
          <DataRow key={`${refund.at}-${refund.amount}`}>
            <DataCell label="Date">{time(refund.at)}</DataCell>
            <DataCell label="Refunded" className="text-ink-900">
              {refundedWhat(refund, order.lines)}
              {refund.failureReason ? (
                <span className="block text-xs text-red-800">{refund.failureReason}</span>
              ) : null}
            </DataCell>
            <DataCell label="Amount" className="tabular-nums">
              {formatAmount(refund.amount)}
            </DataCell>
            <DataCell label="State">{STATUS_LABELS[refund.status]}</DataCell>
            <DataCell label="By">
              {refund.actor.kind === 'stripe' ? 'Stripe' : (refund.actor.email ?? 'The shop')}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </Section>
  );
}

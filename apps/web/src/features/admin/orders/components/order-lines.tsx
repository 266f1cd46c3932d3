import type { OrderDetail } from '@ministry/contracts';
import { describeLinePricing } from '@ministry/contracts/pay-what-you-can';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { formatAmount, formatLabel } from '@/lib/format';
import { Section } from './order-parts';

const REFUND_LABELS = { none: '—', pending: 'Pending', refunded: 'Refunded' } as const;

/** What was bought, line by line, then the shipping, the total, what was refunded and the net. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const shipping = order.shipping;
  const shippingRefund = shipping?.refund ?? 'none';
  return (
    <Section title="Lines">
      <DataTable caption="Lines" columns={['Item', 'Format', 'Price', 'Qty', 'Total', 'Refund']}>
        {order.lines.map((line) => (
          <DataRow key={line.index}>
            <DataCell label="Item" className="font-medium text-ink-900">
              {line.name}
            </DataCell>
            <DataCell label="Format">{formatLabel(line.format)}</DataCell>
            <DataCell label="Price" className="tabular-nums">
              {formatAmount(line.unitPrice)}
              {describeLinePricing(line) && (
                <span className="block text-xs text-ink-500">
                  {line.listUnitPrice !== undefined && <s>{formatAmount(line.listUnitPrice)}</s>}{' '}
                  {describeLinePricing(line)}
                </span>
              )}
            </DataCell>
            <DataCell label="Qty">{line.quantity}</DataCell>
            <DataCell label="Total" className="tabular-nums">
              {formatAmount(line.lineTotal)}
            </DataCell>
            <DataCell label="Refund">{REFUND_LABELS[line.refund]}</DataCell>
          </DataRow>
        ))}
      </DataTable>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {shipping?.amount !== undefined ? (
          <>
            <dt className="text-ink-500">Shipping</dt>
            <dd className="text-right tabular-nums">
              {shipping.amount === 0 ? 'Free' : formatAmount(shipping.amount)}
              {shippingRefund === 'none' ? null : (
                <span className="block text-xs text-ink-500">
                  {shippingRefund === 'pending' ? 'Refund pending' : 'Refunded'}
                </span>
              )}
            </dd>
          </>
        ) : null}
        <dt className="text-ink-500">Total</dt>
        <dd className="text-right tabular-nums">{formatAmount(order.totals.total)}</dd>
        <dt className="text-ink-500">Refunded</dt>
        <dd className="text-right tabular-nums">{formatAmount(-order.totals.refunded)}</dd>
        <dt className="font-semibold">Net</dt>
        <dd className="text-right font-semibold tabular-nums">{formatAmount(order.totals.net)}</dd>
      </dl>
    </Section>
  );
}

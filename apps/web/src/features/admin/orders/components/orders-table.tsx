import { Link } from '@/components/ui/link';
import type { OrderSummary } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { formatAmount } from '@/lib/format';
import { OrderBadges } from './order-badges';
import { useAdminTime } from '../../lib/owner-time-zone';

/** One row per order: its number (to open it), date, buyer, items, total and where it stands. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { day } = useAdminTime();
  return (
    <DataTable caption="Orders" columns={['Order', 'Date', 'Buyer', 'Items', 'Total', 'Status']}>
      {orders.map((order) => (
        <DataRow key={order.number}>
          <DataCell label="Order" className="font-medium whitespace-nowrap text-ink-900">
            <Link
              to={`/admin/orders/${order.number}`}
              className="text-burgundy-800 underline-offset-4 hover:underline"
            >
              {order.number}
            </Link>
          </DataCell>
          <DataCell label="Date">{day(order.paidAt ?? order.createdAt)}</DataCell>
          <DataCell label="Buyer" className="break-all">
            {order.customerEmail ?? 'No email'}
            {order.giftFor ? (
              <span className="block text-sm text-ink-500">Gift for {order.giftFor}</span>
            ) : null}
          </DataCell>
          <DataCell label="Items">
            <span className="sm:block sm:max-w-56 sm:truncate" title={order.products.join(', ')}>
              {order.products.join(', ')}
            </span>
          </DataCell>
          <DataCell label="Total" className="tabular-nums">
            {formatAmount(order.total)}
          </DataCell>
          <DataCell label="Status">
            <OrderBadges
              state={order.state}
              toShip={order.toShip}
              needsAttention={order.needsAttention}
            />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

import { Link } from '@/components/ui/link';
import type { OrderFilter } from '@ministry/contracts';
import { cn } from '@/components/ui/cn';
import { ordersSearch, type OrdersQuery } from '../api/get-orders';

/** The list's filters, in the order the owner works through them; "All paid" is the default. */
export const ORDER_FILTERS: { value: OrderFilter | undefined; label: string }[] = [
  { value: undefined, label: 'All paid' },
  { value: 'attention', label: 'Needs attention' },
  { value: 'to-ship', label: 'To ship' },
  { value: 'paid', label: 'Paid, not refunded' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'abandoned', label: 'Abandoned' },
];

/** The filters as links that keep the search, the current one marked. */
export function OrderFilters({ query }: { query: OrdersQuery }) {
  return (
    <nav aria-label="Order filters" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {ORDER_FILTERS.map((filter) => {
          const current = filter.value === query.status;
          return (
            <li key={filter.label}>
              <Link
                to={{ search: ordersSearch({ ...query, status: filter.value, page: undefined }) }}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                  current
                    ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
                    : 'border-parchment-400 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700',
                )}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

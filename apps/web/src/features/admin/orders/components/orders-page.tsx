import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { orderFilterSchema, orderListQuerySchema, type OrderFilter } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/components/ui/cn';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr, statusOf } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useAdminTime } from '../../lib/owner-time-zone';
import { labelledResolver } from '@/lib/form-errors';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { cmsTitle } from '../../lib/cms-title';
import { exportOrdersCsv } from '../api/export-orders';
import { ordersQueryOptions, ordersSearch, type OrdersQuery } from '../api/get-orders';
import { OrderBadges } from './order-badges';

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

const searchSchema = orderListQuerySchema.pick({ q: true });
const resolver = labelledResolver(zodResolver(searchSchema), { q: 'Search' });

/** The list's query as the address holds it; a value the service would refuse is ignored. */
function readQuery(params: URLSearchParams): OrdersQuery {
  const status = orderFilterSchema.safeParse(params.get('status') ?? undefined);
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `/admin/orders` (admins): search, filter, page through and export the shop's orders. */
export function OrdersPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Orders" sentence="Orders are handled by an admin." />;
  return <OrdersList />;
}

function OrdersList() {
  const { day } = useAdminTime();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const orders = useQuery(ordersQueryOptions(query));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const {
    formState: { errors },
    handleSubmit,
    register,
  } = useForm({ resolver, values: { q: query.q ?? '' } });

  const go = (next: OrdersQuery) => setParams(new URLSearchParams(ordersSearch(next)));

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await exportOrdersCsv(query);
    } catch (failure) {
      setExportError(messageOr(failure, 'Failed to export orders.'));
    } finally {
      setExporting(false);
    }
  }

  const list = orders.data;
  return (
    <>
      <PageHeader
        align="start"
        title="Orders"
        documentTitle={cmsTitle('Orders')}
        lead="Every order placed in the shop: post the booklets, refund mistakes, help buyers."
        actions={
          <Button
            variant="secondary"
            size="sm"
            pending={exporting}
            pendingLabel="Exporting…"
            onClick={handleExport}
          >
            Export CSV
          </Button>
        }
      />
      <ErrorAlert messages={[exportError]} />
      <QueryError
        title={
          [401, 403].includes(statusOf(orders.error))
            ? 'Unauthorized: Please log in again.'
            : 'Failed to fetch orders.'
        }
        error={orders.error}
      />

      <form
        role="search"
        onSubmit={handleSubmit(({ q }) => go({ q, status: query.status }))}
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <FormField
          label="Search"
          density="compact"
          hint="Order number, buyer's email or product."
          error={errors.q?.message}
          className="min-w-0 flex-1 basis-64"
        >
          <Input {...register('q')} type="search" placeholder="OR-1042, anna@example.org…" />
        </FormField>
        <Button type="submit" size="sm" className="mb-5">
          Search
        </Button>
      </form>

      <nav aria-label="Order filters" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {ORDER_FILTERS.map((filter) => {
            const current = filter.value === query.status;
            return (
              <li key={filter.label}>
                <Link
                  to={{ search: ordersSearch({ q: query.q, status: filter.value }) }}
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

      {orders.isLoading ? <Loading label="Loading orders…" /> : null}
      {list && list.orders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No orders match.
        </p>
      ) : null}
      {list && list.orders.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-ink-500" role="status">
            {list.total === 1 ? '1 order' : `${list.total} orders`}
          </p>
          <DataTable
            caption="Orders"
            columns={['Order', 'Date', 'Buyer', 'Items', 'Total', 'Status']}
          >
            {list.orders.map((order) => (
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
                </DataCell>
                <DataCell label="Items">
                  <span
                    className="sm:block sm:max-w-56 sm:truncate"
                    title={order.products.join(', ')}
                  >
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
          <Pager
            page={list.page}
            pages={list.pages}
            to={(page) => ({ search: ordersSearch({ ...query, page }) })}
          />
        </>
      ) : null}
    </>
  );
}

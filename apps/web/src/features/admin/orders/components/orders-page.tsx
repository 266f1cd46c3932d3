import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { codeTextSchema, orderFilterSchema, orderListQuerySchema } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Pager } from '@/components/ui/pager';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr, statusOf } from '@/lib/error-message';
import { labelledResolver } from '@/lib/form-errors';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { exportOrdersCsv } from '../api/export-orders';
import { ordersQueryOptions, ordersSearch, type OrdersQuery } from '../api/get-orders';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

const searchSchema = orderListQuerySchema.pick({ q: true });
const resolver = labelledResolver(zodResolver(searchSchema), { q: 'Search' });

/** The list's query as the address holds it; a value the service would refuse is ignored. */
export function readQuery(params: URLSearchParams): OrdersQuery {
  const status = orderFilterSchema.safeParse(params.get('status') ?? undefined);
  const code = codeTextSchema.safeParse(params.get('code') ?? undefined);
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    status: status.success ? status.data : undefined,
    code: code.success ? code.data : undefined,
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
        onSubmit={handleSubmit(({ q }) => go({ q, status: query.status, code: query.code }))}
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

      <OrderFilters query={query} />
      {query.code ? (
        <p className="mb-4 text-ink-700">
          Orders that used the code <strong className="font-mono">{query.code}</strong>.{' '}
          <Link
            to={{ search: ordersSearch({ ...query, code: undefined, page: undefined }) }}
            className="font-semibold text-burgundy-800 underline-offset-4 hover:underline"
          >
            Show every order
          </Link>
        </p>
      ) : null}

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
          <OrdersTable orders={list.orders} />
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

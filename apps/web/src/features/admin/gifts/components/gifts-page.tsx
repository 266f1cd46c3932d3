import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { Input, labelStyles } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { cmsTitle } from '../../lib/cms-title';
import { downloadGiftsCsv, giftListQueryOptions, giftSummaryQueryOptions } from '../api/get-gifts';
import { FundsEditor } from './funds-editor';
import { useAdminTime } from '../../lib/owner-time-zone';

function Figure({ label, amount, count }: { label: string; amount: number; count?: number }) {
  return (
    <div className="rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1 text-2xl text-ink-900">
        {formatAmount(amount)}
        {count !== undefined ? (
          <span className="ml-2 text-sm text-ink-500">
            {count} {count === 1 ? 'gift' : 'gifts'}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** `/admin/gifts` (admins): what has been given, by fund and kind, the funds, and every gift. */
export function GiftsPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Gifts" sentence="Gifts are managed by an admin." />;
  return <GiftsScreen />;
}

function GiftsScreen() {
  const { day } = useAdminTime();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const summary = useQuery(giftSummaryQueryOptions());
  const list = useQuery(giftListQueryOptions(q, page));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        align="start"
        title="Gifts"
        documentTitle={cmsTitle('Gifts')}
        lead="What donors have given, one-off and monthly, and to which fund."
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setExportError(null);
              downloadGiftsCsv(q).catch((error: unknown) =>
                setExportError(messageOr(error, 'The export failed.')),
              );
            }}
          >
            Export CSV
          </Button>
        }
      />
      <ErrorAlert messages={[exportError]} />
      <QueryError title="Failed to fetch the gift figures." error={summary.error} />
      {summary.isLoading ? <Loading label="Loading figures…" /> : null}
      {summary.data ? (
        <section aria-labelledby="gift-figures" className="mb-8 space-y-4">
          <h2 id="gift-figures" className="sr-only">
            Figures
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Figure label="This month" {...summary.data.thisMonth} />
            <Figure label="This year" {...summary.data.thisYear} />
            <div className="rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm">
              <dt className="text-sm font-semibold text-ink-700">Active monthly donors</dt>
              <dd className="mt-1 text-2xl text-ink-900">{summary.data.activeMonthlyDonors}</dd>
            </div>
            <Figure label="One-off this year" {...summary.data.oneOff} />
            <Figure label="Monthly this year" {...summary.data.monthly} />
          </dl>
          {summary.data.byFund.length > 0 ? (
            <DataTable caption="This year by fund" columns={['Fund', 'Gifts', 'Total']}>
              {summary.data.byFund.map((fund) => (
                <DataRow key={fund.fund ?? 'general'}>
                  <DataCell label="Fund">{fund.fund ?? 'Where most needed'}</DataCell>
                  <DataCell label="Gifts">{fund.count}</DataCell>
                  <DataCell label="Total">{formatAmount(fund.amount)}</DataCell>
                </DataRow>
              ))}
            </DataTable>
          ) : null}
        </section>
      ) : null}
      <FundsEditor />

      <form role="search" onSubmit={onSearch} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor="gift-search" className={labelStyles('compact')}>
            Search by receipt, email or fund
          </label>
          <Input
            id="gift-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      <QueryError title="Failed to fetch gifts." error={list.error} />
      {list.isLoading ? <Loading label="Loading gifts…" /> : null}
      {list.data && list.data.gifts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          {q ? 'No gift matches this search.' : 'No gifts yet.'}
        </p>
      ) : null}
      {list.data && list.data.gifts.length > 0 ? (
        <>
          <DataTable
            caption="Gifts"
            columns={['Receipt', 'Date', 'Amount', 'Kind', 'Fund', 'Donor', 'Note']}
          >
            {list.data.gifts.map((gift) => (
              <DataRow key={gift.receiptNumber}>
                <DataCell label="Receipt" className="font-medium text-ink-900">
                  {gift.receiptNumber}
                </DataCell>
                <DataCell label="Date">{day(gift.paidAt)}</DataCell>
                <DataCell label="Amount">{formatAmount(gift.amount)}</DataCell>
                <DataCell label="Kind">
                  {gift.frequency === 'monthly'
                    ? gift.renewal
                      ? 'Monthly (renewal)'
                      : 'Monthly (first)'
                    : 'One-off'}
                </DataCell>
                <DataCell label="Fund">{gift.fund ?? 'Where most needed'}</DataCell>
                <DataCell label="Donor">
                  {gift.email ?? 'Unknown'}
                  {gift.anonymous ? ' (anonymous)' : ''}
                </DataCell>
                <DataCell label="Note">{gift.note ?? ''}</DataCell>
              </DataRow>
            ))}
          </DataTable>
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage((current) => current + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}

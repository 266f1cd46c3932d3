import { useQuery } from '@tanstack/react-query';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { formatAmount } from '@/lib/format';
import { giftSummaryQueryOptions } from '../api/get-gifts';

const FIGURE = 'rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm';

function Figure({ label, amount, count }: { label: string; amount: number; count?: number }) {
  return (
    <div className={FIGURE}>
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

/** The figures at the top of `/admin/gifts`: this month, this year, by kind and by fund. */
export function GiftFigures() {
  const summary = useQuery(giftSummaryQueryOptions());
  return (
    <>
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
            <div className={FIGURE}>
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
    </>
  );
}

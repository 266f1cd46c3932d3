import { useQuery } from '@tanstack/react-query';
import { PRAYER_LIST_DAYS, type PrayerList } from '@ministry/contracts';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { QueryError } from '@/components/ui/error-alert';
import { Link } from '@/components/ui/link';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { AdminsOnly } from '../../components/admins-only';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { useAdminTime } from '../../lib/owner-time-zone';
import { PRAYER_LIST_PERIODS, prayerNamesQueryOptions } from '../api/get-prayer-names';
import { GiftsTabs } from './gifts-tabs';

const periodWords = (days: number) =>
  days === PRAYER_LIST_DAYS
    ? 'the last forty days'
    : days === 365
      ? 'the last year'
      : `the last ${days} days`;

/** The period the address asks for, if it is one the page offers; else the forty days. */
export function readPrayerListDays(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return (PRAYER_LIST_PERIODS as readonly number[]).includes(days) ? days : PRAYER_LIST_DAYS;
}

/** `/admin/gifts/prayer-names` (admins): the names given with gifts, to read out and print. */
export function PrayerNamesPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) {
    return <AdminsOnly title="Names for prayer" sentence="Gifts are managed by an admin." />;
  }
  return <PrayerNamesScreen />;
}

function PrayerNamesScreen() {
  const [params] = useSearchParams();
  const days = readPrayerListDays(params);
  const list = useQuery(prayerNamesQueryOptions(days));
  const names = list.data;
  const empty = names && names.living.length === 0 && names.departed.length === 0;
  return (
    <>
      <PageHeader
        align="start"
        title="Names for prayer"
        documentTitle={cmsTitle('Names for prayer')}
        lead={`The names donors gave with their gifts over ${periodWords(days)}, each once.`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            className="print:hidden"
            disabled={!names || empty}
            onClick={() => window.print()}
          >
            Print
          </Button>
        }
      />
      <div className="print:hidden">
        <GiftsTabs />
        <nav aria-label="Period" className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {PRAYER_LIST_PERIODS.map((period) => (
              <li key={period}>
                <Link
                  to={{ search: period === PRAYER_LIST_DAYS ? '' : `?days=${period}` }}
                  aria-current={period === days ? 'page' : undefined}
                  className={cn(
                    'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                    period === days
                      ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
                      : 'border-parchment-400 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700',
                  )}
                >
                  {period === 365 ? 'A year' : `${period} days`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <QueryError title="Failed to fetch the names for prayer." error={list.error} />
      {list.isLoading ? <Loading label="Loading the names…" /> : null}
      {empty ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No names were given with a gift over {periodWords(days)}.
        </p>
      ) : null}
      {names && !empty ? <PrayerNames list={names} /> : null}
    </>
  );
}

function PrayerNames({ list }: { list: PrayerList }) {
  const { day } = useAdminTime();
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
        <NameColumn title="For the living" names={list.living} />
        <NameColumn title="For the departed" names={list.departed} />
      </div>
      <section aria-labelledby="prayer-gifts-heading" className="mt-10 print:hidden">
        <h2 id="prayer-gifts-heading" className="font-serif text-xl text-burgundy-900">
          Given with
        </h2>
        <ul className="mt-3 divide-y divide-parchment-300 rounded-lg border border-parchment-300 bg-white">
          {list.gifts.map((gift) => (
            <li key={gift.receiptNumber} className="px-4 py-3 text-sm">
              <span className="font-medium text-ink-900">{gift.receiptNumber}</span>,{' '}
              {day(gift.paidAt)}, {gift.from ?? 'a donor who gave no name'}:{' '}
              {[...gift.living, ...gift.departed.map((name) => `${name} (departed)`)].join(', ')}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function NameColumn({ title, names }: { title: string; names: string[] }) {
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-parchment-300 bg-parchment-50 p-5 print:border-0 print:p-0"
    >
      <h2 className="font-serif text-2xl text-burgundy-900">{title}</h2>
      {names.length > 0 ? (
        <ol className="mt-3 space-y-1 font-serif text-lg">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-ink-500">None given.</p>
      )}
    </section>
  );
}

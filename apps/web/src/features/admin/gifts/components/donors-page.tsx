import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { donorListQuerySchema, donorSortSchema, type DonorSort } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { messageOr } from '@/lib/error-message';
import { labelledResolver } from '@/lib/form-errors';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import {
  donorsQueryOptions,
  donorsSearch,
  exportDonorsCsv,
  type DonorsQuery,
} from '../api/get-donors';
import { DonorsTable } from './donors-table';
import { GiftsTabs } from './gifts-tabs';

const SORTS: { value: DonorSort; label: string }[] = [
  { value: 'total', label: 'Largest total' },
  { value: 'last-gift', label: 'Latest gift' },
];

const resolver = labelledResolver(zodResolver(donorListQuerySchema.pick({ q: true })), {
  q: 'Search',
});

/** The list's query as the address holds it; a value the service would refuse is ignored. */
export function readDonorsQuery(params: URLSearchParams): DonorsQuery {
  const sort = donorSortSchema.safeParse(params.get('sort') ?? undefined);
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    sort: sort.success ? sort.data : 'total',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `/admin/gifts/donors` (admins): one line per donor, searched, sorted and exported. */
export function DonorsPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Donors" sentence="Gifts are managed by an admin." />;
  return <DonorsScreen />;
}

function DonorsScreen() {
  const [params, setParams] = useSearchParams();
  const query = readDonorsQuery(params);
  const donors = useQuery(donorsQueryOptions(query));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const {
    formState: { errors },
    handleSubmit,
    register,
  } = useForm({ resolver, values: { q: query.q ?? '' } });

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await exportDonorsCsv(query);
    } catch (failure) {
      setExportError(messageOr(failure, 'The export failed.'));
    } finally {
      setExporting(false);
    }
  }

  const list = donors.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <>
      <PageHeader
        align="start"
        title="Donors"
        documentTitle={cmsTitle('Donors')}
        lead="Everyone who has given, one line each, with what they gave this year and in all."
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
      <GiftsTabs />
      <ErrorAlert messages={[exportError]} />
      <form
        role="search"
        onSubmit={handleSubmit(({ q }) =>
          setParams(new URLSearchParams(donorsSearch({ q, sort: query.sort }))),
        )}
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <FormField
          label="Search"
          density="compact"
          hint="Donor's name or email."
          error={errors.q?.message}
          className="min-w-0 flex-1 basis-64"
        >
          <Input {...register('q')} type="search" />
        </FormField>
        <Button type="submit" size="sm" className="mb-5">
          Search
        </Button>
      </form>
      <nav aria-label="Sort donors" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {SORTS.map((sort) => (
            <li key={sort.value}>
              <Link
                to={{ search: donorsSearch({ q: query.q, sort: sort.value }) }}
                aria-current={sort.value === query.sort ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                  sort.value === query.sort
                    ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
                    : 'border-parchment-400 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700',
                )}
              >
                {sort.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryError title="Failed to fetch donors." error={donors.error} />
      {donors.isLoading ? <Loading label="Loading donors…" /> : null}
      {list && list.donors.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          {query.q ? 'No donor matches this search.' : 'No donors yet.'}
        </p>
      ) : null}
      {list && list.donors.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-ink-500" role="status">
            {list.total === 1 ? '1 donor' : `${list.total} donors`}
          </p>
          <DonorsTable donors={list.donors} />
          <Pager
            page={query.page ?? 1}
            pages={pages}
            to={(page) => ({ search: donorsSearch({ ...query, page }) })}
            labels={{ previous: '← Previous', next: 'Next →' }}
          />
        </>
      ) : null}
    </>
  );
}

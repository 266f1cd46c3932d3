import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  mailingListIdSchema,
  SUBSCRIBER_STATUSES,
  subscriberListQuerySchema,
  subscriberStatusSchema,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { messageOr, statusOf } from '@/lib/error-message';
import { labelledResolver } from '@/lib/form-errors';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import {
  exportSubscribersCsv,
  subscriberSummaryQueryOptions,
  subscribersQueryOptions,
  subscribersSearch,
  type SubscribersQuery,
} from '../api/get-subscribers';
import { mailingListsQueryOptions } from '../../lib/newsletters-query';
import { ListCounts } from './list-counts';
import { listNamer, STATUS_WORDS } from './subscriber-words';
import { SubscribersTable } from './subscribers-table';
import { SubscribersTabs } from './subscribers-tabs';

const searchSchema = subscriberListQuerySchema.pick({ q: true }).extend({
  list: z.union([z.literal(''), mailingListIdSchema]),
  status: z.union([z.literal(''), subscriberStatusSchema]),
});
const resolver = labelledResolver(zodResolver(searchSchema), { q: 'Search' });

/** The list's query as the address holds it; a value the api would refuse is ignored. */
export function readSubscribersQuery(params: URLSearchParams): SubscribersQuery {
  const list = mailingListIdSchema.safeParse(params.get('list') ?? undefined);
  const status = subscriberStatusSchema.safeParse(params.get('status') ?? undefined);
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    list: list.success ? list.data : undefined,
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const SECTION_HEADING = 'mb-3 font-serif text-xl text-burgundy-900';

/**
 * `/admin/subscribers` (editors and admins): the people on each list by status, and everyone,
 * searched by address or name and filtered by list and status. Admins export what is shown.
 */
export function SubscribersPage() {
  const { isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const query = readSubscribersQuery(params);
  const summary = useQuery(subscriberSummaryQueryOptions());
  const lists = useQuery(mailingListsQueryOptions());
  const people = useQuery(subscribersQueryOptions(query));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const {
    formState: { errors },
    handleSubmit,
    register,
  } = useForm({
    resolver,
    values: { q: query.q ?? '', list: query.list ?? '', status: query.status ?? '' },
  });

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await exportSubscribersCsv(query);
    } catch (failure) {
      setExportError(messageOr(failure, 'The export failed.'));
    } finally {
      setExporting(false);
    }
  }

  const listName = listNamer(lists.data);
  const page = people.data;
  const filtered = Boolean(query.q || query.list || query.status);
  return (
    <>
      <PageHeader
        align="start"
        title="Subscribers"
        documentTitle={cmsTitle('Subscribers')}
        lead="The people on the email lists: who confirmed, who is waiting, who left."
        actions={
          isAdmin ? (
            <Button
              variant="secondary"
              size="sm"
              pending={exporting}
              pendingLabel="Exporting…"
              onClick={handleExport}
            >
              Export CSV
            </Button>
          ) : null
        }
      />
      <SubscribersTabs />
      <ErrorAlert messages={[exportError]} />

      <section aria-labelledby="subscribers-counts" className="mb-8">
        <h2 id="subscribers-counts" className={SECTION_HEADING}>
          On each list
        </h2>
        <QueryError title="Failed to fetch the counts." error={summary.error} />
        {summary.isLoading ? <Loading label="Loading the counts…" /> : null}
        {summary.data ? <ListCounts summary={summary.data} /> : null}
      </section>

      <section aria-labelledby="subscribers-people">
        <h2 id="subscribers-people" className={SECTION_HEADING}>
          People
        </h2>
        <form
          role="search"
          aria-label="Subscribers"
          onSubmit={handleSubmit(({ q, list, status }) =>
            setParams(
              new URLSearchParams(
                subscribersSearch({ q, list: list || undefined, status: status || undefined }),
              ),
            ),
          )}
          className="mb-4 grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
        >
          <FormField
            label="Search"
            density="compact"
            hint="Address or name."
            error={errors.q?.message}
            className="sm:col-span-2 lg:col-span-1"
          >
            <Input {...register('q')} type="search" placeholder="anna@example.org, Anna…" />
          </FormField>
          <FormField label="List" density="compact" className="mt-3 lg:mt-0">
            <Select {...register('list')}>
              <option value="">All lists</option>
              {lists.data?.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Status" density="compact" className="mt-3 lg:mt-0">
            <Select {...register('status')}>
              <option value="">Any status</option>
              {SUBSCRIBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_WORDS[status]}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" size="sm" className="mt-3 justify-self-start lg:mt-6">
            Search
          </Button>
        </form>

        <QueryError
          title={
            [401, 403].includes(statusOf(people.error))
              ? 'Unauthorized: Please log in again.'
              : 'Failed to fetch subscribers.'
          }
          error={people.error}
        />
        {people.isLoading ? <Loading label="Loading subscribers…" /> : null}
        {page && page.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
            {filtered ? 'Nobody matches this search.' : 'Nobody has subscribed yet.'}
          </p>
        ) : null}
        {page && page.items.length > 0 ? (
          <>
            <p className="mb-2 text-sm text-ink-500" role="status">
              {page.total === 1 ? '1 person' : `${page.total} people`}
            </p>
            <SubscribersTable subscribers={page.items} listName={listName} />
            <Pager
              page={page.page}
              pages={page.pages}
              to={(next) => ({ search: subscribersSearch({ ...query, page: next }) })}
            />
          </>
        ) : null}
      </section>
    </>
  );
}

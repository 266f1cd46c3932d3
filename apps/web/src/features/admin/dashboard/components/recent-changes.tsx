import { useQuery } from '@tanstack/react-query';
import type { CatalogueChange } from '@ministry/contracts';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { useAdminTime } from '../../lib/owner-time-zone';
import { changesQueryOptions } from '../api/get-changes';

const ACTION_WORDS: Record<CatalogueChange['action'], string> = {
  create: 'added',
  update: 'changed',
  publish: 'made live',
  unpublish: 'put back to draft',
  archive: 'archived',
  restore: 'restored',
  delete: 'deleted',
  upload: 'uploaded',
};

/** The last 20 catalogue changes: who did what to which product, collection, pearl or file. */
export function RecentChanges() {
  const changes = useQuery(changesQueryOptions(20));
  const { time } = useAdminTime();
  return (
    <section aria-labelledby="recent-changes" className="mt-10">
      <h2 id="recent-changes" className="mb-3 font-serif text-xl font-semibold text-burgundy-900">
        Recent catalogue changes
      </h2>
      <QueryError title="Failed to fetch recent changes." error={changes.error} />
      {changes.isLoading ? <Loading label="Loading changes…" /> : null}
      {changes.data && changes.data.length === 0 ? (
        <p className="text-sm text-ink-500">No changes yet.</p>
      ) : null}
      {changes.data && changes.data.length > 0 ? (
        <ol className="divide-y divide-parchment-200 rounded-lg border border-parchment-300 bg-parchment-50 text-sm shadow-sm">
          {changes.data.map((change) => (
            <li key={change._id} className="flex flex-wrap items-baseline gap-x-2 px-4 py-2.5">
              <span className="font-semibold text-ink-900">{change.by.username}</span>{' '}
              <span>
                {ACTION_WORDS[change.action]} the {change.entity} “{change.label}”
                {change.fields?.length ? ` (${change.fields.join(', ')})` : ''}
              </span>{' '}
              <time dateTime={change.at} className="ml-auto text-xs text-ink-500">
                {time(change.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

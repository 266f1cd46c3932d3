import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';

interface StatTileProps {
  label: string;
  note: string;
  to?: string;
  query?: UseQueryResult<number | string>;
}

/** A count of what the site holds, linked to where it is managed. */
export function StatTile({ label, note, to, query }: StatTileProps) {
  const busy = query?.isFetching ?? false;
  let value = 'Not available';
  if (query?.data !== undefined) value = String(query.data);
  else if (busy) value = '…';
  else if (query?.error) value = '—';

  const body = (
    <>
      <dt className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd
        className={`mt-2 font-serif font-semibold text-burgundy-900 ${query ? 'text-4xl' : 'text-xl'}`}
        aria-busy={busy || undefined}
      >
        {value}
      </dd>
      <dd className="mt-1 text-xs text-ink-500">{note}</dd>
    </>
  );
  const tile =
    'block h-full rounded-lg border border-parchment-300 border-t-4 border-t-gold-500 bg-parchment-50 p-5 shadow-sm';
  return (
    <div>
      {to ? (
        <Link to={to} className={`${tile} transition-shadow hover:shadow-md`}>
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={tile}>{body}</dl>
      )}
    </div>
  );
}

import { type To } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonStyles } from './button';

/**
 * "← Newer · Page n of m · Older →" under a list whose page lives in the address: `to(page)` is
 * the link to that page of the same list. Nothing when there is only one page.
 */
export function Pager({
  page,
  pages,
  to,
  labels = { previous: '← Newer', next: 'Older →' },
}: {
  page: number;
  pages: number;
  to: (page: number) => To;
  /** The links' words, for a list in another order than newest first. */
  labels?: { previous: string; next: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} className={buttonStyles('secondary', 'sm')}>
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-500">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={buttonStyles('secondary', 'sm')}>
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

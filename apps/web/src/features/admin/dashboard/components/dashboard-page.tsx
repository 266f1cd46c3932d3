import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { statusOf } from '../../lib/error-message';
import type { OptionalQuery } from '@/lib/use-query';
import { useDashboardStats } from '../api/get-dashboard-stats';

interface StatTileProps {
  label: string;
  note: string;
  to?: string;
  query?: OptionalQuery<number>;
}

function StatTile({ label, note, to, query }: StatTileProps) {
  let value = 'Not available';
  if (query?.data !== undefined) value = String(query.data);
  else if (query?.status === 'loading' || query?.reloading) value = '…';
  else if (query?.error) value = '—';

  const body = (
    <>
      <dt className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd
        className={`mt-2 font-serif font-semibold text-burgundy-900 ${query ? 'text-4xl' : 'text-xl'}`}
        aria-busy={query?.status === 'loading' || query?.reloading || undefined}
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
        <Link
          to={to}
          className={`${tile} transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-burgundy-700`}
        >
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={tile}>{body}</dl>
      )}
    </div>
  );
}

/** `/admin`: the counts of posts, users and categories. */
export function DashboardPage() {
  const { user, isAdmin } = useCurrentUser();
  const { posts, users, categories } = useDashboardStats({ includeUsers: isAdmin });

  return (
    <>
      <PageHeader
        title="CMS Dashboard"
        description={user ? `Welcome, ${user.username}. The site at a glance.` : undefined}
      />
      <ErrorAlert
        messages={[
          posts.error ? `Posts API error: ${statusOf(posts.error)}` : null,
          users.error ? `Users API error: ${statusOf(users.error)}` : null,
          categories.error ? `Categories API error: ${statusOf(categories.error)}` : null,
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          label="Total Posts"
          note="Published on the site"
          to="/admin/posts"
          query={posts}
        />
        {isAdmin ? (
          <StatTile label="Total Users" note="Staff accounts" to="/admin/users" query={users} />
        ) : (
          <StatTile label="Total Users" note="Only admins can see staff accounts" />
        )}
        <StatTile
          label="Categories"
          note="Used to group posts"
          to="/admin/categories"
          query={categories}
        />
      </div>
    </>
  );
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { categoriesQueryOptions } from '../../categories/api/get-categories';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { cmsTitle } from '../../lib/cms-title';
import { publicPostsQueryOptions } from '../../posts/api/get-public-posts';
import { catalogueSummaryQueryOptions } from '../../products/api/get-catalogue-summary';
import { usersQueryOptions } from '../../users/api/get-users';
import { readDashboardNotice } from '../dashboard-notice';
import { RecentChanges } from './recent-changes';

interface StatTileProps {
  label: string;
  note: string;
  to?: string;
  query?: UseQueryResult<number>;
}

function StatTile({ label, note, to, query }: StatTileProps) {
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

const count = (list: readonly unknown[]) => list.length;

/**
 * `/admin`: the counts of posts, users, categories and products (low and out of stock), each
 * loaded on its own, and the last 20 catalogue changes.
 */
export function DashboardPage() {
  const { user, isAdmin } = useCurrentUser();
  const notice = readDashboardNotice(useLocation().state);
  const posts = useQuery({ ...publicPostsQueryOptions(), select: count });
  const users = useQuery({ ...usersQueryOptions(), select: count, enabled: isAdmin });
  const categories = useQuery({ ...categoriesQueryOptions({ auth: true }), select: count });
  const products = useQuery({ ...catalogueSummaryQueryOptions(), select: (s) => s.products });
  const lowStock = useQuery({ ...catalogueSummaryQueryOptions(), select: (s) => s.lowStock });
  const outOfStock = useQuery({ ...catalogueSummaryQueryOptions(), select: (s) => s.outOfStock });

  return (
    <>
      <PageHeader
        align="start"
        title="CMS Dashboard"
        documentTitle={cmsTitle('CMS Dashboard')}
        lead={user ? `Welcome, ${user.username}. The site at a glance.` : undefined}
      />
      {notice ? (
        <p
          role="status"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {notice}
        </p>
      ) : null}
      <ErrorAlert
        messages={[
          posts.error ? `Posts API error: ${statusOf(posts.error)}` : null,
          users.error ? `Users API error: ${statusOf(users.error)}` : null,
          categories.error ? `Categories API error: ${statusOf(categories.error)}` : null,
          products.error ? `Products API error: ${statusOf(products.error)}` : null,
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
        <StatTile
          label="Products"
          note="On the storefront (archived not counted)"
          to="/admin/products?status=active"
          query={products}
        />
        <StatTile
          label="Low Stock"
          note="Physical products nearly gone"
          to="/admin/products?stock=low&status=active"
          query={lowStock}
        />
        <StatTile
          label="Out of Stock"
          note="Physical products that cannot be bought"
          to="/admin/products?stock=out&status=active"
          query={outOfStock}
        />
      </div>
      <RecentChanges />
    </>
  );
}

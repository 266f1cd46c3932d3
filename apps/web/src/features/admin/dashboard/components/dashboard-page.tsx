import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { categoriesQueryOptions } from '../../lib/categories-query';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { readDashboardNotice } from '../../lib/dashboard-notice';
import { usersQueryOptions } from '../../lib/users-query';
import { catalogueSummaryQueryOptions } from '../api/get-catalogue-summary';
import { orderStatsQueryOptions } from '../api/get-order-stats';
import { publicPostsQueryOptions } from '../api/get-public-posts';
import { RecentChanges } from './recent-changes';
import { StatTile } from './stat-tile';
import { TodayList } from './today-list';

const count = (list: readonly unknown[]) => list.length;

/**
 * `/admin`: the owner's day first (what to ship, answer, restock, publish), then the counts of
 * what the site holds, then the last 20 catalogue changes. Each figure loads on its own; what an
 * editor may not read is neither shown nor asked for.
 */
export function DashboardPage() {
  const { user, isAdmin } = useCurrentUser();
  const notice = readDashboardNotice(useLocation().state);
  const posts = useQuery({ ...publicPostsQueryOptions(), select: count });
  const users = useQuery({ ...usersQueryOptions(), select: count, enabled: isAdmin });
  const categories = useQuery({ ...categoriesQueryOptions({ auth: true }), select: count });
  const products = useQuery({
    ...catalogueSummaryQueryOptions(),
    select: (summary) => summary.products,
    enabled: isAdmin,
  });
  const sales = useQuery({
    ...orderStatsQueryOptions(),
    select: (stats) => stats.salesThisMonth,
    enabled: isAdmin,
  });
  const salesTotal = useQuery({
    ...orderStatsQueryOptions(),
    select: (stats) => formatAmount(stats.salesThisMonth.total),
    enabled: isAdmin,
  });

  return (
    <>
      <PageHeader
        align="start"
        title="CMS Dashboard"
        documentTitle={cmsTitle('CMS Dashboard')}
        lead={user ? `Welcome, ${user.username}. Here is what needs doing.` : undefined}
      />
      {notice ? (
        <p
          role="status"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {notice}
        </p>
      ) : null}
      {user ? <TodayList userId={user._id} isAdmin={isAdmin} /> : null}

      <h2 className="mb-4 font-serif text-xl font-semibold text-burgundy-900">At a glance</h2>
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
        ) : null}
        <StatTile
          label="Categories"
          note="Used to group posts"
          to="/admin/categories"
          query={categories}
        />
        {isAdmin ? (
          <>
            <StatTile
              label="Products"
              note="On the storefront (archived not counted)"
              to="/admin/products?status=live"
              query={products}
            />
            <StatTile
              label="Sales this month"
              note={
                sales.data
                  ? `${sales.data.orders === 1 ? '1 paid order' : `${sales.data.orders} paid orders`}, net of refunds`
                  : 'Paid orders, net of refunds'
              }
              to="/admin/orders"
              query={salesTotal}
            />
          </>
        ) : null}
      </div>
      <RecentChanges />
    </>
  );
}

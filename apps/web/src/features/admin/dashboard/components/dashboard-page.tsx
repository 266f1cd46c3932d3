import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { categoriesQueryOptions } from '../../lib/categories-query';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { readDashboardNotice } from '../../lib/dashboard-notice';
import { messagesQueryOptions } from '../../lib/messages-query';
import { usersQueryOptions } from '../../lib/users-query';
import { catalogueSummaryQueryOptions } from '../api/get-catalogue-summary';
import { orderStatsQueryOptions } from '../api/get-order-stats';
import { publicPostsQueryOptions } from '../api/get-public-posts';
import { RecentChanges } from './recent-changes';

interface StatTileProps {
  label: string;
  note: string;
  to?: string;
  query?: UseQueryResult<number | string>;
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
  // The shop's tiles are for admins: editors neither see nor ask for orders and messages.
  // The three order tiles read one answer (one call: the same query, each its own part).
  const stats = { ...orderStatsQueryOptions(), enabled: isAdmin };
  const toShip = useQuery({ ...stats, select: (answer) => answer.toShip });
  const attention = useQuery({ ...stats, select: (answer) => answer.needsAttention });
  const sales = useQuery({ ...stats, select: (answer) => answer.salesThisMonth });
  const unread = useQuery({
    ...messagesQueryOptions({ status: 'unread' }),
    select: (list) => list.unread,
    enabled: isAdmin,
  });
  const salesTotal = useQuery({
    ...stats,
    select: (answer) => formatAmount(answer.salesThisMonth.total),
  });
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
          toShip.error ? `Orders API error: ${statusOf(toShip.error)}` : null,
          unread.error ? `Messages API error: ${statusOf(unread.error)}` : null,
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
        {/* An editor cannot read the staff accounts: the tile is not shown to them. */}
        {isAdmin ? (
          <StatTile label="Total Users" note="Staff accounts" to="/admin/users" query={users} />
        ) : null}
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
      {isAdmin ? (
        <>
          <h2 className="mt-10 mb-4 font-serif text-xl font-semibold text-burgundy-900">Shop</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile
              label="To ship"
              note="Paid orders with items to post"
              to="/admin/orders?status=to-ship"
              query={toShip}
            />
            <StatTile
              label="Needs attention"
              note="Orders waiting for you"
              to="/admin/orders?status=attention"
              query={attention}
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
            <StatTile
              label="Unread messages"
              note="From the contact page"
              to="/admin/messages?status=unread"
              query={unread}
            />
          </div>
        </>
      ) : null}
      <RecentChanges />
    </>
  );
}

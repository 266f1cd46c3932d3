import { adminLoader } from '@/features/admin/guard/admin-loader';
import { catalogueSummaryQueryOptions } from '@/features/admin/dashboard/api/get-catalogue-summary';
import { changesQueryOptions } from '@/features/admin/dashboard/api/get-changes';
import { orderStatsQueryOptions } from '@/features/admin/dashboard/api/get-order-stats';
import { publicPostsQueryOptions } from '@/features/admin/dashboard/api/get-public-posts';
import { scheduledPostsQueryOptions } from '@/features/admin/dashboard/api/get-today';
import { DashboardPage } from '@/features/admin/dashboard/components/dashboard-page';
import { categoriesQueryOptions } from '@/features/admin/lib/categories-query';
import { messagesQueryOptions } from '@/features/admin/lib/messages-query';
import { usersQueryOptions } from '@/features/admin/lib/users-query';

/**
 * The day, the tiles' counts and the recent changes; the staff and shop figures only for admins
 * (the gifts since the last visit are asked for on screen: the visit is kept in the browser).
 */
export const clientLoader = adminLoader((_args, { isAdmin }) => [
  scheduledPostsQueryOptions(),
  publicPostsQueryOptions(),
  categoriesQueryOptions({ auth: true }),
  changesQueryOptions(20),
  ...(isAdmin
    ? [
        usersQueryOptions(),
        catalogueSummaryQueryOptions(),
        orderStatsQueryOptions(),
        messagesQueryOptions({ status: 'unread' }),
      ]
    : []),
]);

export default function Route() {
  return <DashboardPage />;
}

import { adminLoader } from '@/features/admin/guard/admin-loader';
import { catalogueSummaryQueryOptions } from '@/features/admin/dashboard/api/get-catalogue-summary';
import { changesQueryOptions } from '@/features/admin/dashboard/api/get-changes';
import { orderStatsQueryOptions } from '@/features/admin/dashboard/api/get-order-stats';
import { publicPostsQueryOptions } from '@/features/admin/dashboard/api/get-public-posts';
import { DashboardPage } from '@/features/admin/dashboard/components/dashboard-page';
import { categoriesQueryOptions } from '@/features/admin/lib/categories-query';
import { messagesQueryOptions } from '@/features/admin/lib/messages-query';
import { usersQueryOptions } from '@/features/admin/lib/users-query';

/** The tiles' counts and the recent changes; the staff and shop tiles only for admins. */
export const clientLoader = adminLoader((_args, { isAdmin }) => [
  publicPostsQueryOptions(),
  categoriesQueryOptions({ auth: true }),
  catalogueSummaryQueryOptions(),
  changesQueryOptions(20),
  ...(isAdmin
    ? [usersQueryOptions(), orderStatsQueryOptions(), messagesQueryOptions({ status: 'unread' })]
    : []),
]);

export default function Route() {
  return <DashboardPage />;
}

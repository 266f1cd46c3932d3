import { adminLoader } from '@/features/admin/guard/admin-loader';
import { adminPearlsQueryOptions } from '@/features/admin/pearls/api/pearls';
import { PearlsPage } from '@/features/admin/pearls/components/pearls-page';

/** The whole list (the search starts empty). */
export const clientLoader = adminLoader(() => [adminPearlsQueryOptions('')]);

export default function Route() {
  return <PearlsPage />;
}

import { adminLoader } from '@/features/admin/guard/admin-loader';
import { mailingListsQueryOptions } from '@/features/admin/lib/newsletters-query';
import { SeriesPage } from '@/features/admin/newsletters/components/series-page';

/** Staff read a seasonal series' texts; admins write them. */
export const clientLoader = adminLoader(() => [mailingListsQueryOptions()]);

export default function Route() {
  return <SeriesPage />;
}

import { adminLoader } from '@/features/admin/guard/admin-loader';
import { CollectionsPage } from '@/features/admin/collections/components/collections-page';
import { adminCollectionsQueryOptions } from '@/features/admin/lib/collections-query';

export const clientLoader = adminLoader(() => [adminCollectionsQueryOptions()]);

export default function Route() {
  return <CollectionsPage />;
}

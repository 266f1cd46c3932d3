import { DeletedPage } from '@/features/newsletter/components/preferences-page';
import { unindexed } from '@/lib/seo';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export const meta = () => unindexed('Your data is deleted');

/** Where "Delete my data" ends: the subscription's own page is gone with it. */
export default function Route() {
  return <DeletedPage />;
}

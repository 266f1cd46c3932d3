import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import { copyPoolsQueryOptions } from '@/features/admin/gifts/api/copy-pools';
import { SponsoredCopiesPage } from '@/features/admin/gifts/components/sponsored-copies-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader((_args, { isAdmin }) =>
  isAdmin ? [copyPoolsQueryOptions()] : [],
);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <SponsoredCopiesPage />;
}

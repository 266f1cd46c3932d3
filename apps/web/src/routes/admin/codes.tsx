import { codesQueryOptions } from '@/features/admin/codes/api/codes';
import { CodesPage } from '@/features/admin/codes/components/codes-page';
import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader((_args, { isAdmin }) =>
  isAdmin ? [codesQueryOptions()] : [],
);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <CodesPage />;
}

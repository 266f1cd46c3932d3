import { adminLoader } from '@/features/admin/guard/admin-loader';
import { mailingListsQueryOptions } from '@/features/admin/lib/newsletters-query';
import { ImportPage } from '@/features/admin/subscribers/components/import-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader((_args, { isAdmin }) =>
  isAdmin ? [mailingListsQueryOptions()] : [],
);

export default function Route() {
  return <ImportPage />;
}

import { adminLoader } from '@/features/admin/guard/admin-loader';
import { mailingListsQueryOptions } from '@/features/admin/lib/newsletters-query';
import { ListsPage } from '@/features/admin/subscribers/components/lists-page';

/** Editors read the lists; admins add and change them. */
export const clientLoader = adminLoader(() => [mailingListsQueryOptions()]);

export default function Route() {
  return <ListsPage />;
}

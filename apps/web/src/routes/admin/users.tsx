import { adminLoader } from '@/features/admin/guard/admin-loader';
import { usersQueryOptions } from '@/features/admin/lib/users-query';
import { UsersPage } from '@/features/admin/users/components/users-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader((_args, { isAdmin }) =>
  isAdmin ? [usersQueryOptions()] : [],
);

export default function Route() {
  return <UsersPage />;
}

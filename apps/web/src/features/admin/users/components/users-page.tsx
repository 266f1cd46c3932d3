import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userRoleSchema, type PublicUser, type UserRole } from '@ministry/contracts';
import { DeleteButton } from '@/components/ui/button';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { controlStyles } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { AdminsOnly } from '../../components/admins-only';
import { cmsTitle } from '../../lib/cms-title';
import { useConfirm } from '../../lib/confirm-dialog';
import { useCurrentUser, useSetCurrentUser } from '../../lib/current-user';
import type { DashboardNoticeState } from '../../lib/dashboard-notice';
import { usersQueryOptions } from '../../lib/users-query';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserRole } from '../api/update-user-role';
import { AddUserForm } from './add-user-form';
import { DisplayNameForm } from './display-name-form';

export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?';
export const SELF_DEMOTION_NOTICE =
  'You are now an editor: user management is for admins, so you are back on the dashboard.';

/**
 * `/admin/users` (admins): add staff, change their role at once and the display name their posts
 * are signed with, remove them.
 */
export function UsersPage() {
  const { user: me, isAdmin } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const navigate = useNavigate();
  const users = useQuery({ ...usersQueryOptions(), enabled: isAdmin });
  const roleChange = useUpdateUserRole();
  const deletion = useDeleteUser();
  const { confirm, dialog } = useConfirm();
  const busy = roleChange.isPending || deletion.isPending;

  if (!isAdmin)
    return <AdminsOnly title="Manage Users" sentence="Users are managed by an admin." />;

  function handleRoleChange(user: PublicUser, role: UserRole) {
    if (busy) return;
    roleChange.mutate(
      { user, role },
      {
        onSuccess: () => {
          if (user._id === me?._id && role !== 'admin') {
            setCurrentUser({ ...user, role });
            const state: DashboardNoticeState = { notice: SELF_DEMOTION_NOTICE };
            void navigate('/admin', { replace: true, state });
          }
        },
      },
    );
  }

  async function handleDelete(user: PublicUser) {
    if (busy || !(await confirm(DELETE_USER_CONFIRMATION))) return;
    deletion.mutate(user);
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Users"
        documentTitle={cmsTitle('Manage Users')}
        lead="Staff who can sign in to this CMS."
      />
      <QueryError
        title={
          [401, 403].includes(statusOf(users.error))
            ? 'Unauthorized: Please log in again.'
            : 'Failed to fetch users.'
        }
        error={users.error}
      />
      {dialog}
      <AddUserForm />

      <h2 className="mb-3 font-serif text-xl font-semibold text-burgundy-900">Staff</h2>
      {users.isLoading ? <Loading label="Loading users…" /> : null}
      {users.data ? (
        <DataTable caption="Users" columns={['Username', 'Email', 'Role', 'Actions']}>
          {users.data.map((user) => {
            const changing = roleChange.isPending && roleChange.variables.user._id === user._id;
            const deleting = deletion.isPending && deletion.variables._id === user._id;
            return (
              <DataRow key={user._id}>
                <DataCell label="Username" className="font-medium text-ink-900">
                  <span>
                    {user.username}
                    {user._id === me?._id ? (
                      <span className="ml-2 text-xs font-normal text-ink-500">(you)</span>
                    ) : null}
                  </span>
                  <DisplayNameForm user={user} disabled={busy} />
                </DataCell>
                <DataCell label="Email" className="break-all">
                  {user.email}
                </DataCell>
                <DataCell label="Role">
                  <select
                    aria-label={`Role for ${user.username}`}
                    value={changing ? roleChange.variables.role : user.role}
                    disabled={busy}
                    aria-busy={changing || undefined}
                    onChange={(event) =>
                      handleRoleChange(user, userRoleSchema.parse(event.target.value))
                    }
                    className={`${controlStyles('compact')} w-auto min-w-max py-1.5 text-sm`}
                  >
                    <option value="editor">Editor</option>
                    <option value="admin">Admin</option>
                  </select>
                </DataCell>
                <DataCell label="Actions">
                  <DeleteButton
                    name={user.username}
                    pending={deleting}
                    disabled={busy}
                    onClick={() => void handleDelete(user)}
                  />
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      ) : null}
    </>
  );
}

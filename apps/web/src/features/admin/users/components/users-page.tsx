import { useState } from 'react';
import { userRoleSchema, type PublicUser, type UserRole } from '@ministry/contracts';
import { DeleteButton } from '../../components/button';
import { Card } from '../../components/card';
import { cellClasses, DataTable } from '../../components/data-table';
import { ErrorAlert } from '../../components/error-alert';
import { controlClasses } from '../../components/form-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { messageOr } from '../../lib/error-message';
import { usePending } from '../../lib/use-pending';
import { deleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { updateUserRole } from '../api/update-user-role';
import { AddUserForm } from './add-user-form';

export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?';

/** `/admin/users` (admins): add staff, change their role at once, remove them. */
export function UsersPage() {
  const { user: me, isAdmin } = useCurrentUser();
  const users = useUsers({ enabled: isAdmin });
  const change = usePending();
  /** The role chosen in a row while it is being saved, so the select shows the new choice. */
  const [pendingRole, setPendingRole] = useState<{ id: string; role: UserRole } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Manage Users" />
        <Card>
          <p className="text-ink-700">
            You are not allowed to manage users. Only admins can add, change or remove staff
            accounts.
          </p>
        </Card>
      </>
    );
  }

  function succeeded(message: string | null) {
    setActionError(null);
    setNotice(message);
    users.refetch();
  }

  function failed(message: string) {
    setNotice(null);
    setActionError(message);
  }

  async function handleRoleChange(user: PublicUser, role: UserRole) {
    await change.run(user._id, async () => {
      setPendingRole({ id: user._id, role });
      try {
        await updateUserRole(user._id, role);
        // Show the saved role until the reloaded list confirms it.
        users.setData((list) => list.map((u) => (u._id === user._id ? { ...u, role } : u)));
        succeeded(`${user.username} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`);
      } catch (error) {
        failed(messageOr(error, 'Failed to update user role.'));
        users.refetch();
      } finally {
        setPendingRole(null);
      }
    });
  }

  async function handleDelete(user: PublicUser) {
    if (!window.confirm(DELETE_USER_CONFIRMATION)) return;
    await change.run(user._id, async () => {
      try {
        await deleteUser(user._id);
        succeeded(`${user.username} was deleted.`);
      } catch (error) {
        failed(messageOr(error, 'Failed to delete user.'));
      }
    });
  }

  return (
    <>
      <PageHeader title="Manage Users" description="Staff who can sign in to this CMS." />
      <ErrorAlert
        messages={[users.error ? 'Unauthorized: Please log in again.' : null, actionError]}
      />
      {notice ? (
        <p
          role="status"
          className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {notice}
        </p>
      ) : null}

      <AddUserForm onAdded={(username) => succeeded(`${username} was added.`)} onError={failed} />

      <h2 className="mb-3 font-serif text-xl font-semibold text-burgundy-900">Staff</h2>
      {users.status === 'loading' ? <Loading label="Loading users…" /> : null}
      {users.data ? (
        <DataTable caption="Users" columns={['Username', 'Email', 'Role', 'Actions']}>
          {users.data.map((user) => {
            const busy = change.pending === user._id;
            const role = pendingRole?.id === user._id ? pendingRole.role : user.role;
            return (
              <tr key={user._id} className="hover:bg-parchment-100">
                <td className={`${cellClasses} font-medium text-ink-900`}>
                  {user.username}
                  {user._id === me?._id ? (
                    <span className="ml-2 text-xs font-normal text-ink-500">(you)</span>
                  ) : null}
                </td>
                <td className={cellClasses}>{user.email}</td>
                <td className={cellClasses}>
                  <select
                    aria-label={`Role for ${user.username}`}
                    value={role}
                    disabled={change.pending !== null}
                    aria-busy={busy || undefined}
                    onChange={(event) =>
                      handleRoleChange(user, userRoleSchema.parse(event.target.value))
                    }
                    className={`${controlClasses} w-auto py-1.5 text-sm`}
                  >
                    <option value="editor">Editor</option>
                    <option value="admin">Admin</option>
                  </select>
                </td>
                <td className={cellClasses}>
                  <DeleteButton
                    name={user.username}
                    pending={busy && pendingRole === null}
                    disabled={change.pending !== null}
                    onClick={() => handleDelete(user)}
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
    </>
  );
}

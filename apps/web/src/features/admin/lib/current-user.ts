import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@ministry/contracts';
import { getStoredUser, getToken, storeSession } from '@/lib/auth-storage';
import { adminKeys } from './query-keys';

export interface CurrentUser {
  user: PublicUser | null;
  /** Only admins manage users; the server enforces it too. */
  isAdmin: boolean;
}

/** The signed-in user as stored at login: read from local storage, never fetched. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.session.user(),
    queryFn: getStoredUser,
    initialData: getStoredUser,
    staleTime: Infinity,
  });

/**
 * Whether the stored user is an admin, for a route's `clientLoader`: an editor's screens that are
 * admins' only prefetch nothing, as the screens then ask for nothing.
 */
export const storedUserIsAdmin = (): boolean => getStoredUser()?.role === 'admin';

/** The signed-in user; every screen and the side menu follow a change to it (see below). */
export function useCurrentUser(): CurrentUser {
  const { data: user } = useQuery(currentUserQueryOptions());
  return { user, isAdmin: user?.role === 'admin' };
}

/** Records a change to the signed-in user (their own role), in storage and on screen. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    const token = getToken();
    if (token) storeSession(token, user);
    queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  };
}

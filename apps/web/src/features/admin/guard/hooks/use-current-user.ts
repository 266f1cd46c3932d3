import { useState } from 'react';
import type { PublicUser } from '@ministry/contracts';
import { getStoredUser } from '@/lib/auth-storage';

export interface CurrentUser {
  user: PublicUser | null;
  /** Only admins manage users; the server enforces it too. */
  isAdmin: boolean;
}

/** The signed-in user as stored at login, read once per mount. */
export function useCurrentUser(): CurrentUser {
  const [user] = useState(getStoredUser);
  return { user, isAdmin: user?.role === 'admin' };
}

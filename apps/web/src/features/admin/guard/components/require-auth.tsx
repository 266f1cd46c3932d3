import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import type { LoginRedirectState } from '@/lib/login-redirect';
import { queryClient } from '@/lib/query-client';
import { forgetSessionExpired, hasSession, sessionExpiredUnheard } from '../session';

interface Check {
  /** The location this check was made for. */
  locationKey: string;
  /** Where /login should send the visitor back to, when there was no token. */
  redirect: LoginRedirectState | null;
}

/**
 * Guards `/admin/*`, the one place that checks the token: without a stored session it sends the
 * visitor to /login, which brings them back here afterwards (the routes' loaders, meanwhile, ask
 * for nothing). When any call answers 401 (the api client has already cleared the session) it
 * does the same, explaining that the session has expired, also when the 401 came from a route
 * loader before this screen was mounted. It also provides the
 * admin's data cache, so TanStack Query loads with the admin chunk and never before.
 *
 * The token is checked once per location, not on every render: Logout and an expired session
 * clear it and then navigate to /login themselves, and the screens keep rendering until that
 * navigation lands; a second redirect from here would override theirs.
 */
export function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = `${location.pathname}${location.search}${location.hash}`;

  const [check, setCheck] = useState<Check>(() => checkToken(location.key, from));
  if (check.locationKey !== location.key) setCheck(checkToken(location.key, from));

  const sessionExpired = useEffectEvent(() => {
    forgetSessionExpired();
    const state: LoginRedirectState = { from, reason: 'session-expired' };
    void navigate('/login', { replace: true, state });
  });
  useEffect(() => {
    // From here on this screen hears a 401 itself; an earlier one has been told by now.
    forgetSessionExpired();
    const unsubscribe = onUnauthorized(() => sessionExpired());
    return () => {
      unsubscribe();
    };
  }, []);

  if (check.redirect) return <Navigate to="/login" replace state={check.redirect} />;
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

function checkToken(locationKey: string, from: string): Check {
  if (hasSession()) return { locationKey, redirect: null };
  const redirect: LoginRedirectState = sessionExpiredUnheard()
    ? { from, reason: 'session-expired' }
    : { from };
  return { locationKey, redirect };
}

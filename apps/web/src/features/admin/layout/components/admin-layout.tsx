import { Outlet, useNavigate, useNavigation } from 'react-router';
import { Link } from '@/components/ui/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RouteAnnouncer } from '@/components/ui/route-announcer';
import { clearSession } from '@/lib/auth-storage';
import { OutcomeToaster } from '../../lib/outcome-toasts';
import { logout as endSession } from '../api/logout';
import { useCurrentUser } from '../../lib/current-user';
import { ownerTimeZoneQueryOptions } from '../../lib/owner-time-zone';
import { AdminMenu, focusOnDark } from './admin-menu';

const roleLabel = { admin: 'Admin', editor: 'Editor' } as const;

/** The CMS frame: its own side menu (not the storefront's), who is signed in, and Logout. */
export function AdminLayout() {
  const { user, isAdmin } = useCurrentUser();
  const navigate = useNavigate();
  const navigation = useNavigation();

  const queryClient = useQueryClient();
  // Every admin date is shown in the owner's zone: asked for once, as the frame opens.
  useQuery(ownerTimeZoneQueryOptions());

  async function logout() {
    // The server ends the session first (the token stops working everywhere); leaving never
    // fails with it.
    await endSession().catch(() => undefined);
    clearSession();
    queryClient.removeQueries();
    await navigate('/login', { replace: true });
  }

  return (
    <div className="min-h-screen bg-parchment-100 text-ink-900 lg:flex">
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-burgundy-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      {/* A printed admin page (the names for prayer) is its content alone. */}
      <aside className="relative bg-burgundy-900 text-parchment-100 print:hidden lg:w-64 lg:shrink-0">
        <div className="flex flex-col lg:sticky lg:top-0 lg:h-screen">
          <div className="border-b border-burgundy-800 px-6 py-4 lg:py-5">
            <Link to="/admin" className={`block rounded-sm ${focusOnDark}`}>
              <span aria-hidden="true" className="mr-2 text-gold-300">
                ☦
              </span>
              <span className="font-serif text-lg font-semibold">Orthodox Resources</span>
              <span className="block text-xs tracking-widest text-gold-300 uppercase">
                Content Management
              </span>
            </Link>
          </div>

          <AdminMenu
            isAdmin={isAdmin}
            footer={
              <div className="border-t border-burgundy-800 px-6 py-4 text-sm">
                <p className="text-parchment-200">Signed in as</p>
                <p className="mt-0.5 flex items-center gap-2">
                  <span className="font-semibold text-white">
                    {user?.username ?? 'Unknown user'}
                  </span>
                  {user ? (
                    <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-burgundy-900">
                      {roleLabel[user.role]}
                    </span>
                  ) : null}
                </p>
                <div className="mt-4 flex items-center gap-3">
                  <button
                    type="button"
                    onClick={logout}
                    className={`rounded-md border border-gold-300 px-3 py-1.5 font-semibold text-parchment-100 hover:bg-burgundy-800 ${focusOnDark}`}
                  >
                    Logout
                  </button>
                  <Link
                    to="/"
                    className={`rounded-sm text-parchment-200 underline-offset-4 hover:underline ${focusOnDark}`}
                  >
                    View site
                  </Link>
                </div>
              </div>
            }
          />
        </div>
      </aside>

      <main id="admin-main" tabIndex={-1} className="relative min-w-0 flex-1 px-4 py-8 md:px-10">
        {navigation.state === 'loading' ? (
          <div
            role="progressbar"
            aria-label="Loading page"
            className="absolute inset-x-0 top-0 h-1 animate-pulse bg-gold-500"
          />
        ) : null}
        <div className="mx-auto max-w-5xl">
          <Outlet />
        </div>
      </main>
      <RouteAnnouncer mainId="admin-main" />
      <OutcomeToaster />
    </div>
  );
}

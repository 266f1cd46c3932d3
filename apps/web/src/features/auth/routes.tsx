import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/loading';
import { BROWSER_ONLY } from '@/lib/prerender';

/** `/login`, centred on its own page; imported lazily, like the admin it leads to. */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: BROWSER_ONLY,
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: (await import('./components/login-page')).LoginPage,
    }),
  },
];

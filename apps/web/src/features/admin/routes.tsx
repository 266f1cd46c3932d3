import type { RouteObject } from 'react-router';
import { BROWSER_ONLY } from '@/lib/prerender';

/**
 * `/login` and `/admin/*`, each with its own layout (not the storefront's). This module stays
 * tiny: every screen is imported lazily, so no admin code is in the initial bundle of `/`.
 */

/** Shown while the first admin chunk loads on a direct visit. */
function AdminLoading() {
  return (
    <p role="status" className="grid min-h-screen place-items-center bg-parchment-100 text-ink-500">
      Loading…
    </p>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: BROWSER_ONLY,
    HydrateFallback: AdminLoading,
    lazy: async () => ({
      Component: (await import('@/features/auth/components/login-page')).LoginPage,
    }),
  },
  {
    path: '/admin',
    handle: BROWSER_ONLY,
    HydrateFallback: AdminLoading,
    lazy: async () => ({
      Component: (await import('./guard/components/require-auth')).RequireAuth,
    }),
    children: [
      {
        lazy: async () => ({
          Component: (await import('./layout/components/admin-layout')).AdminLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./dashboard/components/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'posts',
            lazy: async () => ({
              Component: (await import('./posts/components/posts-page')).PostsPage,
            }),
          },
          {
            path: 'posts/new',
            lazy: async () => ({
              Component: (await import('./posts/components/post-form-page')).NewPostPage,
            }),
          },
          {
            path: 'posts/:id/edit',
            lazy: async () => ({
              Component: (await import('./posts/components/post-form-page')).EditPostPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('./users/components/users-page')).UsersPage,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('./categories/components/categories-page')).CategoriesPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./components/admin-not-found')).AdminNotFound,
            }),
          },
        ],
      },
    ],
  },
];

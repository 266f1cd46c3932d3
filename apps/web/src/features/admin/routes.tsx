import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/loading';
import { BROWSER_ONLY } from '@/lib/prerender';

/**
 * `/admin/*`, with its own layout (not the storefront's); `/login` is the auth feature's. This
 * module stays tiny: every screen is imported lazily, so no admin code is in the initial bundle
 * of `/`.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    handle: BROWSER_ONLY,
    HydrateFallback: PageLoading,
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

import { QueryClient } from '@tanstack/react-query';

/**
 * The browser-only screens' (admin, login) one cache of server data. Only those lazily loaded
 * chunks import this module, so TanStack Query never weighs on the public pages' first load.
 * An answer is reused for 30 s when a screen comes back to it; every change marks what it
 * affects as stale (`invalidateQueries`), so a screen shown after a change always loads afresh.
 * A failed call is shown at once (the screens name it and its status) rather than retried, and
 * not asked again when its screen mounts: the admin's route loaders have just asked (see
 * features/admin/guard/admin-loader.ts), and a screen shows what they got, failures included.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

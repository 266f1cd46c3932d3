import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { storedUserIsAdmin } from '../lib/current-user';
import { hasSession } from './session';

// Options as each sub-feature's api builds them (`queryOptions`), whatever their data and key:
// each is typed by its own key (the key's parameters appear in its functions' parameters), so
// no one type but `any` takes them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, Error, any, any>;

interface LoaderSession {
  /** Admins' screens and tiles are not loaded for an editor, who is shown one sentence. */
  isAdmin: boolean;
}

type Prefetch = (args: ClientLoaderFunctionArgs, session: LoaderSession) => AnyQueryOptions[];

/**
 * An admin route's `clientLoader`: the screen's queries, as its components read them, put into
 * the admin's one cache (`@/lib/query-client`, the one the guard provides) before the screen
 * renders, so it opens with its data instead of a spinner. Without a session it asks for nothing
 * (the guard route sends the visitor to /login). A query that fails stays failed in the cache
 * (`retryOnMount: false`), and the screen shows the failure in its own words, as it shows any
 * other; the loader itself never fails.
 */
export function adminLoader(prefetch: Prefetch) {
  return async (args: ClientLoaderFunctionArgs): Promise<null> => {
    if (!hasSession()) return null;
    const queries = prefetch(args, { isAdmin: storedUserIsAdmin() });
    await Promise.all(
      queries.map((options) => queryClient.ensureQueryData(options).catch(() => undefined)),
    );
    return null;
  };
}

/**
 * For a list whose search, filters and page are in the address: a change to them stays on the
 * screen, which loads the new page itself while showing the last (`keepPreviousData`), instead
 * of holding the address until the loader is done, when a second filter chosen meanwhile would
 * be set on the old address and drop the first.
 */
export const loadOnlyOnArrival: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

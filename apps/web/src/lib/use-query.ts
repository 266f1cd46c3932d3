import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { usePrerenderedQuery } from './prerender';

export type QueryResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: T; error: undefined };

export type Query<T> = QueryResult<T> & { refetch: () => void };

type Settled<T> = { key: string } & (
  { status: 'error'; error: Error } | { status: 'success'; data: T }
);

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loads data for a component: loading, then data or error. A new `key` (or `refetch`) loads
 * again; the call in flight is aborted when the key changes or the component unmounts, so a
 * late answer never overwrites a newer one. `key` null means "nothing to load yet". A page
 * rendered on the server starts with the answers the server loaded (see prerender.tsx).
 */
export function useQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): Query<T> {
  const prerendered = usePrerenderedQuery(key, fetcher);
  const [attempt, setAttempt] = useState(0);
  const runKey = key === null ? null : `${key}#${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    if (!prerendered || runKey === null) return null;
    return 'data' in prerendered
      ? { key: runKey, status: 'success', data: prerendered.data }
      : { key: runKey, status: 'error', error: prerendered.error };
  });
  const load = useEffectEvent((signal: AbortSignal) => fetcher(signal));
  const isSettled = useEffectEvent((key: string) => settled?.key === key);

  useEffect(() => {
    if (runKey === null || isSettled(runKey)) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: runKey, status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({
          key: runKey,
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [runKey]);

  const refetch = useCallback(() => setAttempt((value) => value + 1), []);

  if (!settled || settled.key !== runKey) return { ...LOADING, refetch };
  return settled.status === 'success'
    ? { status: 'success', data: settled.data, error: undefined, refetch }
    : { status: 'error', data: undefined, error: settled.error, refetch };
}

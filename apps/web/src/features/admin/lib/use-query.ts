import { useCallback, useEffect, useEffectEvent, useState } from 'react';

interface QueryResult<T> {
  key: string;
  /** The request this result answers (key and reload count). */
  request: string;
  data: T | undefined;
  error: unknown;
}

export interface Query<T> {
  data: T | undefined;
  error: unknown;
  /** True until the first answer, and again while a reload is under way. */
  loading: boolean;
  /** Fetches again; the current data stays on screen until the new answer arrives. */
  reload: () => void;
  /** Changes the data locally, e.g. to drop a deleted row without a round trip. */
  setData: (update: (data: T | undefined) => T | undefined) => void;
}

/**
 * Loads data for a screen. `key` names what is loaded (change it to load something else);
 * `null` means "do not load" (e.g. no token). Answers to superseded requests are dropped.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): Query<T> {
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState<QueryResult<T> | null>(null);
  const request = key === null ? null : `${key}#${reloads}`;
  const load = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    if (key === null || request === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, request, data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setResult((previous) => ({
            key,
            request,
            data: previous?.key === key ? previous.data : undefined,
            error,
          }));
        }
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const setData = useCallback(
    (update: (data: T | undefined) => T | undefined) =>
      setResult((previous) => previous && { ...previous, data: update(previous.data) }),
    [],
  );

  const current = result !== null && result.request === request;
  return {
    data: result !== null && result.key === key ? result.data : undefined,
    error: current ? result.error : undefined,
    loading: request !== null && !current,
    reload,
    setData,
  };
}

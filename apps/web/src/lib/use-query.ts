import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { usePrerenderedQuery } from './prerender';

type Loaded<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  /** The last load failed; `data` is what an earlier load of the same key gave, if any. */
  | { status: 'error'; data: T | undefined; error: Error }
  | { status: 'success'; data: T; error: undefined };

/** `key` is null: nothing to load (yet). */
type Idle = { status: 'idle'; data: undefined; error: undefined };

interface Controls<T> {
  /** Loads again; data already on screen stays there until the new answer arrives. */
  refetch: () => void;
  /** True while a refetch is under way over data already shown. */
  reloading: boolean;
  /** Changes the data locally, e.g. to drop a deleted row without a round trip. */
  setData: (update: (data: T) => T) => void;
}

/** A query whose key is always given. */
export type Query<T> = Loaded<T> & Controls<T>;
/** A query that may have nothing to load (its key can be null). */
export type OptionalQuery<T> = (Loaded<T> | Idle) & Controls<T>;

interface Settled<T> {
  /** What was loaded, and the request (key and attempt) this answers. */
  key: string;
  request: string;
  answer: { data: T } | undefined;
  error: Error | undefined;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Loads data for a component: loading, then data or error. A new `key` loads something else
 * (from scratch); `refetch` loads the same again, keeping its data on screen meanwhile. The call
 * in flight is aborted when the key changes or the component unmounts, so a late answer never
 * overwrites a newer one. A page rendered on the server starts with the answers the server
 * loaded (see prerender.tsx).
 */
export function useQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): Query<T>;
export function useQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): OptionalQuery<T>;
export function useQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): OptionalQuery<T> {
  const prerendered = usePrerenderedQuery(key, fetcher);
  const [attempt, setAttempt] = useState(0);
  const request = key === null ? null : `${key}#${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    prerendered && key !== null && request !== null
      ? {
          key,
          request,
          answer: 'data' in prerendered ? { data: prerendered.data } : undefined,
          error: 'error' in prerendered ? prerendered.error : undefined,
        }
      : null,
  );
  const load = useEffectEvent((signal: AbortSignal) => fetcher(signal));
  const isSettled = useEffectEvent((request: string) => settled?.request === request);

  useEffect(() => {
    if (key === null || request === null || isSettled(request)) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key, request, answer: { data }, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((previous) => ({
          key,
          request,
          answer: previous?.key === key ? previous.answer : undefined,
          error: toError(error),
        }));
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const refetch = useCallback(() => setAttempt((value) => value + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setSettled((previous) =>
        previous?.answer
          ? { ...previous, answer: { data: update(previous.answer.data) } }
          : previous,
      ),
    [],
  );

  const controls = { refetch, setData };
  if (key === null || request === null) {
    return { status: 'idle', data: undefined, error: undefined, reloading: false, ...controls };
  }
  const answer = settled?.key === key ? settled.answer : undefined;
  const current = settled?.request === request;
  if (current && settled.error) {
    return {
      status: 'error',
      data: answer?.data,
      error: settled.error,
      reloading: false,
      ...controls,
    };
  }
  if (answer) {
    return {
      status: 'success',
      data: answer.data,
      error: undefined,
      reloading: !current,
      ...controls,
    };
  }
  return { status: 'loading', data: undefined, error: undefined, reloading: false, ...controls };
}

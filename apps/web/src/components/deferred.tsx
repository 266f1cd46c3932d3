import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import type { Loaded } from '@/lib/loaded';

/** What a part shows when its data did not arrive within the server's time limit. */
const TIMED_OUT = {
  error: { status: 504, message: 'This took too long to load. Please try again.' },
} as const;

/**
 * A part of a page whose data a loader sent as a promise (see lib/loaded.ts): its loading state
 * until the data is there (on a client navigation; the server waits for it), then the data or
 * its failure.
 */
export function Deferred<T>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<Loaded<T>>;
  fallback: ReactNode;
  children: (loaded: Loaded<T>) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={children(TIMED_OUT)}>
        {children}
      </Await>
    </Suspense>
  );
}

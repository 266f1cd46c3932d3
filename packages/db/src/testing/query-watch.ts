import mongoose from 'mongoose';

/**
 * One mongoose debug hook for the checks a test file installs (indexes, query shapes): mongoose
 * takes a single hook, and calls it synchronously, where the stack still names the caller.
 */
export type QueryListener = (collection: string, operation: string, args: unknown[]) => void;

const listeners = new Set<QueryListener>();

export function watchQueries(listener: QueryListener): () => void {
  if (listeners.size === 0) {
    mongoose.set('debug', (collection: string, operation: string, ...args: unknown[]) => {
      for (const each of listeners) each(collection, operation, args);
    });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) mongoose.set('debug', false);
  };
}

/**
 * Where a query came from: the first file of this repository on its stack that is not a
 * library's or mongoose's, `apps/…` or `packages/…`.
 */
export function queryCaller(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const frames = stack
    .split('\n')
    .slice(1)
    .map((line) => /(?:\(|at )((?:\/|file:\/)[^():]+):\d+:\d+\)?$/.exec(line.trim())?.[1] ?? '')
    .filter(
      (file) =>
        file !== '' &&
        !file.includes('/node_modules/') &&
        !file.includes('/packages/db/src/testing/'),
    );
  return (frames[0] ?? 'unknown').replace(/^.*?\/(apps|packages)\//, '$1/');
}

/** Queries a test file sends itself (to set up or look at what a service stored). */
export function isFromTestFile(caller: string): boolean {
  return /\.test\.tsx?$/.test(caller);
}

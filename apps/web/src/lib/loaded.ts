import { data } from 'react-router';
import { ApiError } from './api-client';

/**
 * What a loader hands a page for a part that may fail on its own (a catalogue list, the
 * featured strip): the data, or the failure with its status and message. Plain data, so it
 * travels from the server to the browser as it is, message included.
 */
export type Loaded<T> =
  { data: T; error?: undefined } | { data?: undefined; error: { status: number; message: string } };

const failure = (error: unknown) => ({
  status: error instanceof ApiError ? error.status : 500,
  message: error instanceof Error ? error.message : String(error),
});

/** A load that never rejects: its data, or what went wrong. */
export function settle<T>(load: Promise<T>): Promise<Loaded<T>> {
  return load.then(
    (value) => ({ data: value }),
    (error: unknown) => ({ error: failure(error) }),
  );
}

/** The error a loader throws for a failed call: the call's status and message, for the boundary. */
export function loadFailed(error: unknown): never {
  const { status, message } = failure(error);
  // A network failure (0) or a broken answer from a service is the gateway's 502 to the visitor.
  throw data({ message }, { status: status >= 400 && status < 600 ? status : 502 });
}

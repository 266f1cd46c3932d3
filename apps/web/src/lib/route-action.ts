import { ApiError } from '@/lib/api-client';

/**
 * Headers naming the visitor to the api and payments (their address, vouched for with the
 * secret the gateway shares with them: apps/gateway/src/forwarded.ts).
 */
export type VisitorHeaders = Record<string, string>;

/**
 * The visitor's headers, as the gateway puts them in the load context; none without the gateway
 * (`pnpm dev`'s server, where every visitor is on this machine anyway).
 */
export const visitorHeadersOf = (context: unknown): VisitorHeaders | undefined => {
  const headers: unknown = (context as { visitorHeaders?: unknown } | undefined)?.visitorHeaders;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const entries = Object.entries(headers);
  const named = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return named.length === entries.length ? Object.fromEntries(named) : undefined;
};

/** A form field's text; a file (not sent by these forms) counts as nothing. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Whether a service answered with this status. */
export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

import type { z } from 'zod';
import { env } from '@/config/env';
import { loadContracts } from './contracts';
import { clearSession, getToken } from './session-token';

/**
 * A failed call: the HTTP status (0 when the network failed), the message to show and, for a
 * refused input, the server's problem per field (`{ path: 'body.title', message: 'is required' }`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A call that needs the staff token found none stored (signed out in another tab): it is not
 * made. The admin's guard sends a visitor without a session to /login before any screen loads,
 * so this is only met on a screen already open; the words are the spec's.
 */
export class NoSessionError extends ApiError {
  constructor() {
    super(401, 'Unauthorized: No token found.');
    this.name = 'NoSessionError';
  }
}

/** The stored token as a bearer credential; no call is made without one. */
function bearer(): Record<string, string> {
  const token = getToken();
  if (!token) throw new NoSessionError();
  return { Authorization: `Bearer ${token}` };
}

/** The service said the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

export const INVALID_RESPONSE_FORMAT = 'Invalid response format';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called whenever an authenticated call answers 401: the stored session is already cleared, and
 * the admin area sends the user back to /login.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * For a call made outside `apiRequest` (a file upload with progress): its 401 ends the session
 * the same way.
 */
export function reportUnauthorized(): void {
  clearSession();
  unauthorizedListeners.forEach((listener) => listener());
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Contract schema the answer must match; a mismatch is "Invalid response format". */
  schema?: S;
  /** Send the stored token as a bearer credential (read on every call). */
  auth?: boolean;
  /** `api` (default) or `payments`. */
  service?: 'api' | 'payments';
  /** More request headers (a server-side call's own credential, the visitor's address). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Revalidate with the server (cheap: answers carry ETags) instead of reusing a cached copy;
   * for answers that must be current, such as stock.
   */
  fresh?: boolean;
}

export type Service = 'api' | 'payments';

const baseUrl = (service: Service) => (service === 'payments' ? env.paymentsUrl : env.apiUrl);

let serverBases: Record<Service, string> | null = null;
let serverTimeoutMs: number | undefined;

/**
 * Where each service answers when the pages are rendered on the server (see entry.server.tsx):
 * the services' own addresses, with no page origin to resolve against, and how long a call may
 * take there (a slow service must not hold a page, or the server, for long).
 */
export function setServerBases(bases: Record<Service, string> | null, timeoutMs?: number): void {
  serverBases = bases && {
    api: bases.api.replace(/\/$/, ''),
    payments: bases.payments.replace(/\/$/, ''),
  };
  serverTimeoutMs = timeoutMs;
}

const withServerTimeout = (signal: AbortSignal | undefined): AbortSignal | undefined => {
  if (!serverBases || serverTimeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(serverTimeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

/** Absolute URL of a service path, resolved against the page's origin when the base is relative. */
export const serviceUrl = (path: string, service: Service = 'api'): string =>
  serverBases
    ? `${serverBases[service]}${path}`
    : new URL(`${baseUrl(service)}${path}`, window.location.origin).toString();

/**
 * An address the api gave (a download path such as `/api/downloads/…`), made absolute against
 * the api's base so that it also works when the api lives on another origin.
 */
export const apiAddress = (address: string): string => new URL(address, serviceUrl('/')).toString();

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function errorMessage(status: number, body: unknown): Promise<string> {
  const { apiErrorSchema } = await loadContracts();
  const parsed = apiErrorSchema.partial().safeParse(body);
  if (parsed.success && (parsed.data.message || parsed.data.error)) {
    return (parsed.data.message ?? parsed.data.error) as string;
  }
  return typeof body === 'string' && body.length > 0 && body.length < 300
    ? body
    : `Request failed with status ${status}`;
}

async function errorDetails(body: unknown): Promise<{ path: string; message: string }[]> {
  const { apiErrorSchema } = await loadContracts();
  return apiErrorSchema.pick({ details: true }).safeParse(body).data?.details ?? [];
}

/** A DOMException of that name, from whichever realm threw it (the page's, or Node's fetch). */
const isNamed = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

/** What a call that got no (whole) answer throws: the visitor's own abort as it was. */
function failedCall(error: unknown): unknown {
  if (isNamed(error, 'AbortError')) return error;
  if (isNamed(error, 'TimeoutError')) {
    return new ApiError(504, 'The service took too long to answer.');
  }
  return new ApiError(0, 'Network error: please check your connection and try again.');
}

/**
 * The one way the web talks to its services: JSON in and out, answers parsed with the contracts,
 * the bearer token attached when asked, and one place that handles an expired session.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : unknown> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) Object.assign(headers, bearer());

  let response: Response;
  try {
    response = await fetch(serviceUrl(path, options.service ?? 'api'), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: withServerTimeout(options.signal),
      ...(options.fresh ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    throw failedCall(error);
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    // A service that sent its headers and then fell silent: the time limit covers the body too.
    throw failedCall(error);
  }
  if (!response.ok) {
    if (response.status === 401 && options.auth) reportUnauthorized();
    throw new ApiError(
      response.status,
      await errorMessage(response.status, body),
      await errorDetails(body),
    );
  }
  if (!options.schema) return body as never;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, INVALID_RESPONSE_FORMAT);
  return parsed.data as never;
}

/** A file a service answered (`GET /payments/orders.csv`), with the name it gave it. */
export interface ApiFile {
  blob: Blob;
  /** From `Content-Disposition`, else `fallbackName`. */
  filename: string;
}

const FILENAME = /filename="?([^";]+)"?/i;

/**
 * Fetches a file with the stored bearer token (a plain link cannot carry it). A refusal is an
 * `ApiError` with the service's own message, and a 401 ends the session as `apiRequest` does.
 */
export async function apiFile(
  path: string,
  options: { service?: Service; fallbackName: string; signal?: AbortSignal },
): Promise<ApiFile> {
  const headers = bearer();
  let response: Response;
  try {
    response = await fetch(serviceUrl(path, options.service ?? 'api'), {
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error: please check your connection and try again.');
  }
  if (!response.ok) {
    const body = await readBody(response);
    if (response.status === 401) {
      clearSession();
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw new ApiError(response.status, await errorMessage(response.status, body));
  }
  const named = FILENAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? options.fallbackName };
}

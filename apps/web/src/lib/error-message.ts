import { ApiError, INVALID_RESPONSE_FORMAT } from './api-client';

const GENERIC_STATUS_MESSAGE = /^Request failed with status \d+$/;

/**
 * The server's own words when it gave a reason (e.g. "Category already exists"), otherwise the
 * screen's fallback text. Network failures and malformed answers use the fallback too.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== INVALID_RESPONSE_FORMAT &&
    !GENERIC_STATUS_MESSAGE.test(error.message)
  ) {
    return error.message;
  }
  return fallback;
}

/** The HTTP status of a failed call (0 when it never got an answer). */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@ministry/http';

/** What a visitor reads when the api or payments cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The shop is briefly unavailable. Please try again in a minute.';

/** What a visitor reads when the api or payments took too long to answer. */
export const SERVICE_TIMEOUT_MESSAGE =
  'The shop took too long to answer. Please try again in a minute.';

/**
 * Every way forwarding to a service can fail: it cannot be reached (refused, reset, closed
 * mid-answer), too many requests already wait for it, or it did not answer in time.
 */
export type ProxyFailure = 'unreachable' | 'busy' | 'timeout';

const ANSWERS: Record<
  ProxyFailure,
  { status: number; message: string; code: string; retryAfterSeconds?: number }
> = {
  unreachable: {
    status: 503,
    message: SERVICE_UNAVAILABLE_MESSAGE,
    code: 'service_unavailable',
    retryAfterSeconds: 30,
  },
  // The queue drains in seconds: ask for a short wait.
  busy: {
    status: 503,
    message: SERVICE_UNAVAILABLE_MESSAGE,
    code: 'service_unavailable',
    retryAfterSeconds: 5,
  },
  timeout: { status: 504, message: SERVICE_TIMEOUT_MESSAGE, code: 'gateway_timeout' },
};

export interface ProxyFailureReport {
  service: string;
  failure: ProxyFailure;
  error?: Error;
  req: IncomingMessage;
  res: ServerResponse;
  logger: Logger;
}

/**
 * The one answer for a forwarding that failed, in the api's own `{ error, message, code }` shape.
 * A response already begun (the service failed mid-answer) or already ended cannot be redone: it
 * is cut, so the visitor sees a broken answer rather than a wrong one. Never writes a header on a
 * response that is sent.
 */
export function answerProxyFailure({
  service,
  failure,
  error,
  req,
  res,
  logger,
}: ProxyFailureReport): void {
  const log = failure === 'busy' ? logger.warn.bind(logger) : logger.error.bind(logger);
  log({ err: error, service, failure, url: req.url }, `${service} ${failure}`);
  if (res.writableEnded || res.destroyed) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const answer = ANSWERS[failure];
  const body = JSON.stringify({
    error: answer.message,
    message: answer.message,
    code: answer.code,
  });
  res.statusCode = answer.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  if (answer.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(answer.retryAfterSeconds));
  else res.removeHeader('Retry-After');
  // An answer that may come while the visitor still sends its body: the connection cannot be
  // reused, say so rather than leave the rest of the body unread.
  if (!req.complete) res.setHeader('Connection', 'close');
  res.end(body);
}

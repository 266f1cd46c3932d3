import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@ministry/http';

/** What a visitor reads when the api or payments cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The shop is briefly unavailable. Please try again in a minute.';

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The proxy's `on.error` for a service behind the gateway: when the service is down (refused,
 * reset, timed out), answer 503 in the api's own `{ error, message, code }` shape instead of
 * http-proxy-middleware's plain-text "Error occurred while trying to proxy: …".
 */
export function answerUnavailable(service: string, logger: Logger) {
  return (error: Error, req: IncomingMessage, res: ServerResponse | Socket): void => {
    logger.warn({ err: error, service, url: req.url }, `${service} unreachable`);
    // A WebSocket upgrade hands over the bare socket, and a half-sent answer cannot be redone.
    if (!('setHeader' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 503;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    res.end(
      JSON.stringify({
        error: SERVICE_UNAVAILABLE_MESSAGE,
        message: SERVICE_UNAVAILABLE_MESSAGE,
        code: 'service_unavailable',
      }),
    );
  };
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { internalProxyClient } from './internal-proxy.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export interface HttpAppOptions {
  logger: Logger;
  /** Express `trust proxy`: hops or addresses of proxies in front of the app. */
  trustProxy?: boolean | number | string;
  /**
   * INTERNAL_PROXY_SECRET: a request that carries it names its visitor in X-Forwarded-For
   * (internal-proxy.ts). Unset: only `trustProxy` decides.
   */
  internalProxySecret?: string;
  helmet?: HelmetOptions;
}

const ACCEPTABLE_REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * The id a request is logged and answered under: a trusted proxy's sane `X-Request-Id`, else a
 * new one; echoed in the response header. Shared with answers served ahead of the chain.
 */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Method, path, status, time and request id: what an operator reads a request log for. */
const COMPACT_REQUEST_LOG = {
  wrapSerializers: false,
  serializers: {
    req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
      id: req.id,
      method: req.method,
      url: req.originalUrl ?? req.url,
    }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  },
};

/**
 * The middleware every service starts with: the visitor's address when the site's own proxy
 * vouches for it, request ids (taken from a trusted proxy when it sent
 * a sane one, echoed in a response header), one JSON log line per request and security headers.
 * Routes are mounted after it; `finishHttpApp` closes the chain.
 */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.set('query parser', 'simple');
  if (options.internalProxySecret) app.use(internalProxyClient(options.internalProxySecret));
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: requestIdFor,
      // One compact line per request; the headers too only when debugging (they cost more to
      // write than the rest of a cached answer).
      ...(options.logger.isLevelEnabled('debug') ? {} : COMPACT_REQUEST_LOG),
      customLogLevel(_req, res, error) {
        if (error || res.statusCode >= 500) return 'error';
        return res.statusCode >= 400 ? 'warn' : 'info';
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(helmet(options.helmet));
  return app;
}

/** Ends the chain: JSON 404 for unknown routes, then the one error middleware. */
export function finishHttpApp(app: Express, logger: Logger): Express {
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}

import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errorHandler, notFoundHandler } from './error-handler.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export interface HttpAppOptions {
  logger: Logger;
  /** Express `trust proxy`: hops or addresses of proxies in front of the app. */
  trustProxy?: boolean | number | string;
  helmet?: HelmetOptions;
}

const ACCEPTABLE_REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * The middleware every service starts with: request ids (taken from a trusted proxy when it sent
 * a sane one, echoed in a response header), one JSON log line per request and security headers.
 * Routes are mounted after it; `finishHttpApp` closes the chain.
 */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.set('query parser', 'simple');
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming)
            ? incoming
            : randomUUID();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
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

import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isDatabaseUnavailable } from './database-errors.js';
import { AppError } from './errors.js';
import { toBadRequest } from './validate.js';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: number | string;
  name?: string;
  keyValue?: Record<string, unknown>;
}

/** Maps what the framework, the body parser and the driver throw onto AppErrors. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return toBadRequest('input', error);
  const e = (error ?? {}) as HttpishError;
  if (e.type === 'entity.too.large')
    return new AppError(413, 'payload_too_large', 'Request body is too large');
  if (e.type === 'entity.parse.failed')
    return AppError.badRequest('Request body is not valid JSON');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new AppError(415, 'unsupported_media_type', 'Unsupported request encoding');
  }
  if (e.name === 'CastError') return AppError.badRequest('Invalid value in request');
  if (isDatabaseUnavailable(error)) return AppError.unavailable();
  if (e.code === 11000) {
    const fields = Object.keys(e.keyValue ?? {}).join(', ') || 'value';
    return AppError.conflict(`A record with this ${fields} already exists`);
  }
  const status = e.status ?? e.statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError(
      status,
      'bad_request',
      error instanceof Error ? error.message : 'Bad request',
    );
  }
  return new AppError(500, 'internal', 'Internal server error', { expose: false, cause: error });
}

/** How long a client is asked to wait after a 503 before it tries again. */
export const RETRY_AFTER_SECONDS = 30;

/** A server error is logged with its request id; a client's mistake is not. */
export function reportServerError(
  logger: Logger,
  appError: AppError,
  error: unknown,
  req: { id?: unknown },
): void {
  if (appError.status >= 500) logger.error({ err: error, reqId: req.id }, 'request failed');
}

/** The one error middleware: every error leaves as `{ error, message, code, details? }`. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = toAppError(error);
    const message = appError.expose ? appError.message : 'Internal server error';
    reportServerError(logger, appError, error, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (appError.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(appError.status).json({
      error: message,
      message,
      code: appError.code,
      ...(appError.details ? { details: appError.details } : {}),
    });
  };
}

/** JSON 404 for any route nobody answered. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`Not found: ${req.method} ${req.path}`));
};

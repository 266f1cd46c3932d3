import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { requestIdFor, type Logger } from '@ministry/http';

/**
 * Answers the gateway gives from memory before Express's chain (helmet, the request log, the
 * router, compression): a cached page or catalogue answer costs little more than writing its
 * bytes. Each was filled by a request through the chain, whose headers it keeps, so it carries
 * the very headers (security, CSP, Cache-Control, ETag) an answer from the chain would.
 *
 * A handler answers `true` when it took the request (answered it, or will); `chain` sends it
 * through the chain instead (a handler may call it later, when a fill it waited on failed).
 */
export type AheadHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  chain: () => void,
) => boolean;

type RouteRequest = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;

export function answerAhead(app: Express, handlers: AheadHandler[]): void {
  // Express's app function hands every request to `app.handle` (as the api's answer cache uses).
  const routed = app as Express & { handle: RouteRequest };
  const chain = routed.handle.bind(app);
  routed.handle = (req, res, next) => {
    const rest = () => chain(req, res, next);
    for (const handler of handlers) if (handler(req, res, rest)) return;
    rest();
  };
}

/** Headers that belong to one response, not to the answer kept. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

/** The headers a response carries that every later answer from memory repeats. */
export function answerHeadersOf(res: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = value;
  }
  return headers;
}

/** Headers a 304 leaves out (as Express's does). */
const NOT_IN_304 = new Set(['content-type', 'content-length']);

export interface HeldAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

/**
 * Writes a held answer: a 304 when the client's copy is current, else the body in the encoding
 * chosen; then the same compact line the chain's request log writes.
 */
export function sendHeld(
  req: IncomingMessage,
  res: ServerResponse,
  held: HeldAnswer,
  {
    logger,
    encoding,
    fresh,
  }: { logger: Logger; encoding: 'br' | 'gzip' | 'identity'; fresh: boolean },
): void {
  const started = process.hrtime.bigint();
  const id = requestIdFor(req, res);
  let status = held.status;
  if (fresh && held.status === 200) {
    status = 304;
    for (const [name, value] of Object.entries(held.headers)) {
      if (!NOT_IN_304.has(name) && value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(304).end();
  } else {
    const body = held.bodies[encoding];
    res.writeHead(held.status, {
      ...held.headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    res.end(body);
  }
  logger.info(
    {
      req: { id, method: req.method, url: req.url },
      res: { statusCode: status },
      responseTime: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    },
    'request completed',
  );
}

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { keptHeaders } from '@ministry/http';

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

/** The headers a response carries that every later answer from memory repeats. */
export const answerHeadersOf = (res: ServerResponse): OutgoingHttpHeaders =>
  keptHeaders(res.getHeaders());

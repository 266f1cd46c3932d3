import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestIdFor } from './app.js';

// What the api's answer cache and the gateway's (which serves the same answers one hop earlier)
// agree on: the key an answer is held under, and how a held answer meets a client's
// `Accept-Encoding` and `If-None-Match`.

/**
 * The cache key of an answer: the path and the query's parameters sorted; undefined when
 * `patterns` do not cover the path or a parameter is repeated.
 */
export function answerKey(url: string, patterns: readonly RegExp[]): string | undefined {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!patterns.some((pattern) => pattern.test(path))) return undefined;
  if (mark === -1) return path;
  const params = [...new URLSearchParams(url.slice(mark + 1))];
  const names = params.map(([name]) => name);
  // A repeated parameter is refused by every contract: let the chain answer its 400.
  if (new Set(names).size !== names.length) return undefined;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** The best encoding the client accepts among brotli, gzip and none. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether the client's copy is current (`If-None-Match`, weak comparison as Express does). */
export function stillFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
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
    started = process.hrtime.bigint(),
  }: {
    logger: Logger;
    encoding: 'br' | 'gzip' | 'identity';
    fresh: boolean;
    /** When the request arrived (`process.hrtime.bigint()`), for the logged time. */
    started?: bigint;
  },
): void {
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

/** The headers of a response that every later answer from memory repeats. */
export function keptHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

// Forwards a part of the site to a service behind the gateway (the api, payments): over a pool
// of kept-alive connections, with a bounded queue in front of it, a time limit on the service's
// answer, and one answer for every way forwarding fails (proxy-errors.ts). Headers are written
// once, from the service's answer, never on a request or response that is already sent.
import {
  Agent as HttpAgent,
  type ClientRequest,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { Logger } from '@ministry/http';
import { answerProxyFailure, type ProxyFailure } from './proxy-errors.js';

export interface ServiceProxyOptions {
  /** The service's name, in logs. */
  service: string;
  /** Where the service listens (`http://127.0.0.1:4000`). */
  target: string;
  /** The address forwarded requests leave from (see UPSTREAM_LOCAL_ADDRESS). */
  localAddress?: string | undefined;
  /** Connections kept open to the service: at most this many requests are with it at once. */
  maxConnections: number;
  /** Requests that may wait for a connection; one more is answered 503 at once. */
  maxQueued: number;
  /**
   * How long the service has to begin its answer, counted from the request's arrival (its time
   * in the queue included), and the longest silence allowed in the middle of one.
   */
  timeoutMs: (req: IncomingMessage) => number;
  logger: Logger;
  /** Told when a request has had its answer (a cache drops what a write changed). */
  onAnswered?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface ServiceProxy {
  /** Forwards the request, for `path` at the service (by default the visitor's own). */
  (req: IncomingMessage, res: ServerResponse, path?: string): void;
  /** Requests with the service or waiting for it, now. */
  readonly inFlight: number;
}

/** Below the 5 s a Node service keeps an idle connection open (its `keepAliveTimeout`). */
const IDLE_CONNECTION_MS = 4000;

/** Headers about one connection, not the request or answer (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/** The visitor's headers for the service: hop-by-hop ones left out, X-Forwarded-* added. */
function forwardedHeaders(req: IncomingMessage, res: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const named = new Set(
    (req.headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()),
  );
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && !named.has(name)) headers[name] = value;
  }
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  const append = (name: string, value: string) => {
    const before = req.headers[name];
    headers[name] = typeof before === 'string' && before ? `${before},${value}` : value;
  };
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  // The service logs the request under the gateway's id.
  const id = res.getHeader('x-request-id');
  if (typeof id === 'string') headers['x-request-id'] = id;
  return headers;
}

/** The service's answer headers for the visitor: hop-by-hop ones left out. */
function answerHeaders(answer: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  const named = new Set(
    (answer.headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()),
  );
  for (const [name, value] of Object.entries(answer.headers)) {
    // Node frames the answer for the visitor itself (chunked or by length).
    if (HOP_BY_HOP.has(name) || named.has(name) || name === 'transfer-encoding') continue;
    headers[name] = value;
  }
  return headers;
}

/** The most of a visitor's body read and dropped after the service answered; past it, cut. */
const MAX_DROPPED_BYTES = 256 * 1024 * 1024;

/**
 * The service answered before the visitor finished sending (an upload it refused): the rest of
 * the body is read here and dropped, so the visitor gets to read the answer on a connection that
 * stays usable. The service's connection, its request unfinished, is not reused; left piped, it
 * can stop taking the body once its answer is out, and the visitor's upload would stall until
 * the connection timed out (a reset instead of the answer).
 */
function dropRestOfBody(req: IncomingMessage, upstream: ClientRequest): void {
  req.unpipe(upstream);
  upstream.destroy();
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_DROPPED_BYTES) req.socket.destroy();
  });
  req.resume();
}

export function createServiceProxy(options: ServiceProxyOptions): ServiceProxy {
  const { service, logger, maxConnections, maxQueued } = options;
  const target = new URL(options.target);
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = new (secure ? HttpsAgent : HttpAgent)({
    keepAlive: true,
    maxSockets: maxConnections,
    maxFreeSockets: maxConnections,
    // An idle connection is closed here before the service closes it (Node's servers after 5 s),
    // so that a request is never sent on one the service is closing at that moment.
    timeout: IDLE_CONNECTION_MS,
  });
  let inFlight = 0;

  const forward = (req: IncomingMessage, res: ServerResponse, path = req.url): void => {
    const fail = (failure: ProxyFailure, error?: Error) =>
      answerProxyFailure({ service, failure, error, req, res, logger });
    if (inFlight >= maxConnections + maxQueued) {
      fail('busy');
      return;
    }
    inFlight += 1;
    let settled = false;
    const timeoutMs = options.timeoutMs(req);

    const upstream = send({
      agent,
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: forwardedHeaders(req, res),
      localAddress: options.localAddress,
    });
    /** Ends the forwarding once, whichever way: the upstream request is freed with it. */
    const settle = (failure?: ProxyFailure, error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (failure) {
        upstream.destroy();
        fail(failure, error);
      }
    };
    // A request still waiting for one of the service's connections when its time is up never
    // reached the service: the gateway was too busy (503, try again shortly), not the service
    // too slow (504).
    let reachedService = false;
    upstream.once('socket', () => (reachedService = true));
    const deadline = setTimeout(() => settle(reachedService ? 'timeout' : 'busy'), timeoutMs);

    res.once('close', () => {
      inFlight -= 1;
      // The visitor left before the whole answer: the service's connection is not reusable.
      if (!res.writableFinished) {
        settled = true;
        clearTimeout(deadline);
        upstream.destroy();
      } else options.onAnswered?.(req, res);
    });
    upstream.on('error', (error) => settle('unreachable', error));
    upstream.on('response', (answer) => {
      if (settled) {
        answer.resume();
        return;
      }
      // Headers in: the rest of the answer may not fall silent for longer than the limit,
      // unless the visitor is the slow one (the answer then waits on the visitor).
      clearTimeout(deadline);
      const silence = setTimeout(function quiet() {
        if (res.writableNeedDrain) silence.refresh();
        else settle('timeout');
      }, timeoutMs);
      answer.on('data', () => silence.refresh());
      res.on('drain', () => silence.refresh());
      answer.once('end', () => {
        clearTimeout(silence);
        settle();
        if (!req.complete) dropRestOfBody(req, upstream);
      });
      answer.once('close', () => clearTimeout(silence));
      // Cut mid-answer: the visitor's answer is cut too (its headers are gone already).
      answer.once('aborted', () => settle('unreachable'));
      answer.once('error', (error) => settle('unreachable', error));
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer));
      answer.pipe(res);
    });
    req.pipe(upstream);
  };

  return Object.defineProperty(forward, 'inFlight', { get: () => inFlight }) as ServiceProxy;
}

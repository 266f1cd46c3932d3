// A short cache of server-rendered pages, so that a burst of visitors (a link shared by a parish)
// costs one render per page per second instead of one per visitor. Only pages that are the same
// for everyone are kept; anything that may be personal goes past it to a fresh render.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { HeldAnswer } from '@ministry/http';
import { answerHeadersOf } from './answers-ahead.js';

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

/** Renders the page a request asks for (React Router's fetch handler over the web's build). */
export type RenderPage = (req: Request, res: Response) => Promise<globalThis.Response>;

export interface PageCacheOptions {
  render: RenderPage;
  /** How long a rendered page is answered from memory (if the catalogue has not changed). */
  ttlMs: number;
  /** The catalogue's version stamp: a page rendered under another version is rendered again. */
  currentVersion: () => number;
  /**
   * A page past its time but of the catalogue's current version is still right (every change to
   * the catalogue moves the version): for this long after its time it is answered while one
   * render replaces it, so that no visitor waits on a render under load. 0 without a version.
   */
  staleWhileRevalidateMs?: number;
  /** At most this many addresses are kept (the oldest go first): queries are unbounded. */
  maxEntries?: number;
  now?: () => number;
}

interface CachedPage {
  status: number;
  /** The render's own headers (Content-Type, React Router's), without length or encoding. */
  headers: [string, string][];
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  etag: string;
  /** CSP sources (`'sha256-…'`) for the page's inline scripts, which stand in for the nonce. */
  scriptHashes: string[];
  version: number;
  expiresAt: number;
  /**
   * The headers the chain sent with it the first time (security headers, the CSP with the
   * page's hashes, Cache-Control, ETag…), which an answer ahead of the chain repeats.
   */
  sent?: OutgoingHttpHeaders;
}

/**
 * Addresses whose answer depends on who asks (a checkout, an order's return page, a buyer's
 * downloads, a donation's outcome, the staff's screens and sign-in, a subscriber's emailed links
 * to confirm and to their preferences): always rendered afresh.
 */
const PERSONAL_PATH =
  /^\/(checkout|return|downloads|donate|admin|login|subscriptions|subscribe\/confirm)(\/|\.data$|$)/;

/**
 * Whether a request asks for a page that is the same for every visitor. Any cookie (the buyer's
 * library session, or one added later) or credential means it may be personal; so does any
 * method but GET.
 */
export const isSharedPageRequest = (req: Request): boolean =>
  req.method === 'GET' &&
  req.headers.cookie === undefined &&
  req.headers.authorization === undefined &&
  !PERSONAL_PATH.test(req.path);

/** Path and query, the query's parameters sorted, so that `?a=1&b=2` and `?b=2&a=1` share. */
export function pageCacheKey(req: Request): string {
  return keyOf(req.originalUrl);
}

function keyOf(address: string): string {
  const url = new URL(address, 'http://page');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

const CACHEABLE_STATUS = new Set([200, 404]);
const CACHEABLE_TYPE = /^(text\/html|text\/x-script)\b/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** A render's answer that may be given to everyone: no cookie, nothing marked private. */
function isShareable(response: globalThis.Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    CACHEABLE_STATUS.has(response.status) &&
    CACHEABLE_TYPE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash of every inline script of a page (the text between the tags, as the browser). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const NONCE_SOURCE = /'nonce-[^']*'/;

/**
 * A page rendered once is answered many times, so its scripts' nonce would be the same in every
 * answer. Cached answers name their inline scripts by hash instead, and carry no nonce at all.
 */
function policyWithHashes(policy: string, hashes: string[]): string {
  return policy.replace(NONCE_SOURCE, hashes.join(' ')).replace(/ {2,}/g, ' ');
}

async function toCachedPage(
  response: globalThis.Response,
  identity: Buffer,
  version: number,
  expiresAt: number,
): Promise<CachedPage> {
  const [gzipped, brotli] = await Promise.all([
    compressGzip(identity),
    compressBrotli(identity, {
      // A middle quality: the page is compressed once a second, and must be ready for the crowd.
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  const isHtml = /^text\/html/.test(response.headers.get('content-type') ?? '');
  return {
    status: response.status,
    headers: [...response.headers].filter(
      ([name]) => !['content-length', 'content-encoding', 'etag'].includes(name),
    ),
    bodies: { identity, gzip: gzipped, br: brotli },
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    scriptHashes: isHtml ? inlineScriptHashes(identity.toString('utf8')) : [],
    version,
    expiresAt,
  };
}

function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  // Shared caches (a CDN) may keep it but must ask again each time (the ETag makes that cheap).
  res.setHeader('Cache-Control', 'public, no-cache');
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string')
    res.setHeader('Content-Security-Policy', policyWithHashes(policy, page.scriptHashes));
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  page.sent ??= answerHeadersOf(res);
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  // Brotli when the browser takes it (the smaller), whatever order it lists them in.
  const encoding = req.acceptsEncodings('br')
    ? 'br'
    : req.acceptsEncodings('gzip')
      ? 'gzip'
      : 'identity';
  const body =
    encoding === 'br'
      ? page.bodies.br
      : encoding === 'gzip'
        ? page.bodies.gzip
        : page.bodies.identity;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(page.status).end(body);
}

/** What a fill gives: the page for everyone, or the one answer that may not be shared. */
type Fill = { page: CachedPage } | { personal: globalThis.Response };

/**
 * The cache as middleware in front of the page render: a shared page from memory while it is
 * fresh, else one render for all who ask at once (single flight), kept precompressed. Requests
 * it does not take (`isSharedPageRequest`), and those waiting on a render that turned out
 * personal, go on to `next()`, the page render that streams.
 */
export interface PageCache extends RequestHandler {
  /**
   * The page for a raw request when the chain would answer it from memory without a render
   * (fresh, or stale while its render runs) and has sent it once (so its headers are known);
   * undefined otherwise: the chain, with this cache in it, answers.
   */
  held(req: IncomingMessage): HeldAnswer | undefined;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { render, ttlMs, currentVersion, maxEntries = 500, now = () => Date.now() } = options;
  const staleWhileRevalidateMs = options.staleWhileRevalidateMs ?? 0;
  const pages = new Map<string, CachedPage>();
  const fills = new Map<string, Promise<Fill>>();

  const keep = (key: string, page: CachedPage) => {
    pages.delete(key);
    pages.set(key, page);
    for (const oldest of pages.keys()) {
      if (pages.size <= maxEntries) break;
      pages.delete(oldest);
    }
  };

  const fill = async (key: string, req: Request, res: Response): Promise<Fill> => {
    // Read before rendering: a change during the render leaves the page stale at once.
    const version = currentVersion();
    const response = await render(req, res);
    if (!isShareable(response)) return { personal: response };
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_BODY_BYTES) return { personal: new globalThis.Response(body, response) };
    const page = await toCachedPage(response, body, version, now() + ttlMs);
    keep(key, page);
    return { page };
  };

  const startFill = (key: string, req: Request, res: Response) => {
    const filling = fill(key, req, res).finally(() => fills.delete(key));
    fills.set(key, filling);
    return filling;
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (!isSharedPageRequest(req)) return next();
    const key = pageCacheKey(req);
    const cached = pages.get(key);
    if (cached && cached.version === currentVersion()) {
      const age = now() - cached.expiresAt;
      if (age < 0) return sendCachedPage(req, res, cached);
      if (age < staleWhileRevalidateMs) {
        if (!fills.has(key))
          startFill(key, req, res).then(
            // A page that turned personal is not kept; its answer goes nowhere.
            (result) => ('personal' in result ? result.personal.body?.cancel() : undefined),
            () => undefined, // the next visitor's request renders it and meets the error
          );
        return sendCachedPage(req, res, cached);
      }
    }

    const pending = fills.get(key);
    if (pending) {
      const result = await pending;
      return 'page' in result ? sendCachedPage(req, res, result.page) : next();
    }

    const result = await startFill(key, req, res);
    if ('page' in result) return sendCachedPage(req, res, result.page);
    res.locals.renderedPage = result.personal;
    next();
  };

  const held = (req: IncomingMessage): HeldAnswer | undefined => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || req.headers.cookie !== undefined) return undefined;
    if (req.headers.authorization !== undefined) return undefined;
    if (PERSONAL_PATH.test(url.split('?', 1)[0] ?? '')) return undefined;
    const key = keyOf(url);
    const page = pages.get(key);
    if (!page?.sent || page.version !== currentVersion()) return undefined;
    // Past its time, it is still given while a render replaces it (the request that found it
    // stale went through the chain, which started that render).
    const age = now() - page.expiresAt;
    if (age >= 0 && !(age < staleWhileRevalidateMs && fills.has(key))) return undefined;
    return { status: page.status, headers: page.sent, etag: page.etag, bodies: page.bodies };
  };
  return Object.assign(handler, { held });
}

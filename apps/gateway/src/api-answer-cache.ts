// The api's public catalogue answers (products, collections, posts…: the addresses the api's own
// answer cache holds), kept at the gateway too, so that a crowd on /api/products costs the
// gateway no hop to the api. An answer is kept only when the api marks it as one anyone may be
// given (`Cache-Control: public`, an ETag, no cookie); it is dropped when the catalogue's version
// stamp moves (an edit or a sale, in any process), when a write to the api passes through this
// gateway, and after its time (`API_CACHE_TTL_MS`: what the stamp does not follow, such as a
// scheduled post's publication, shows within it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  answerKey,
  chooseEncoding,
  sendHeld,
  publicApiAnswerPatterns,
  stillFresh,
  type HeldAnswer,
  type Logger,
} from '@ministry/http';
import { answerHeadersOf, type AheadHandler } from './answers-ahead.js';

/**
 * The api's addresses worth trying: the public GETs its routers declare (@ministry/http's
 * `PUBLIC_API_ANSWERS`, the list the api's own answer cache is built from); here only what the
 * api marks shareable is kept, see `isShareable`. The list is known before any answer, so a crowd
 * asking for one address at once is sent to the api as one request.
 */
const CATALOGUE_ANSWER_PATHS = publicApiAnswerPatterns();

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

/** Enough for every page's query; a flood of distinct queries evicts the oldest. */
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

interface Entry extends HeldAnswer {
  version: number;
  expiresAt: number;
}

export interface ApiAnswerCacheOptions {
  logger: Logger;
  ttlMs: number;
  /** The catalogue's version stamp: an answer from another version is asked for again. */
  currentVersion: () => number;
  now?: () => number;
}

export interface ApiAnswerCache {
  handle: AheadHandler;
  /** Drops every answer (a write to the api went through). */
  clear(): void;
}

/** Whether the answer the chain gave may be kept and given to anyone. */
function isShareable(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return (
    res.statusCode === 200 &&
    typeof res.getHeader('etag') === 'string' &&
    !res.hasHeader('set-cookie') &&
    !res.hasHeader('content-encoding') &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store)\b/.test(cacheControl)
  );
}

/** Collects what the chain writes to `res` (uncompressed: see `fill`), up to a size. */
function captureBody(res: ServerResponse): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_BODY_BYTES || chunk === undefined || chunk === null) return;
    if (typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  return () => (size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks));
}

export function createApiAnswerCache(options: ApiAnswerCacheOptions): ApiAnswerCache {
  const { logger, ttlMs, currentVersion, now = () => Date.now() } = options;
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Promise<Entry | undefined>>();
  // Moves on every drop: a fill that began before a write must not keep its older answer.
  let generation = 0;

  const serve = (req: IncomingMessage, res: ServerResponse, entry: Entry) =>
    sendHeld(req, res, entry, {
      logger,
      encoding: chooseEncoding(req.headers['accept-encoding']),
      fresh: stillFresh(req, entry.etag),
    });

  /** Sends the request through the chain (to the api) and keeps its answer when it may. */
  const fill = (cacheKey: string, req: IncomingMessage, res: ServerResponse, chain: () => void) => {
    const version = currentVersion();
    const startedIn = generation;
    // The filling request takes the whole body, uncompressed, whatever the client holds.
    delete req.headers['if-none-match'];
    delete req.headers['accept-encoding'];
    const body = captureBody(res);
    const answered = new Promise<Buffer | undefined>((resolve) => {
      res.once('finish', () => resolve(isShareable(res) ? body() : undefined));
      res.once('close', () => resolve(undefined));
    });
    chain();
    return answered.then(async (identity): Promise<Entry | undefined> => {
      if (!identity) return undefined;
      const headers = answerHeadersOf(res);
      const [gzipped, brotli] = await Promise.all([
        compressGzip(identity),
        compressBrotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      ]);
      const entry: Entry = {
        status: 200,
        headers,
        etag: String(headers.etag),
        bodies: { identity, gzip: gzipped, br: brotli },
        version,
        expiresAt: now() + ttlMs,
      };
      if (generation === startedIn) {
        entries.delete(cacheKey);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(cacheKey, entry);
      }
      return entry;
    });
  };

  const handle: AheadHandler = (req, res, chain) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || !req.url) return false;
    const cacheKey = answerKey(req.url, CATALOGUE_ANSWER_PATHS);
    if (!cacheKey) return false;
    const entry = entries.get(cacheKey);
    if (entry && entry.version === currentVersion() && now() < entry.expiresAt) {
      serve(req, res, entry);
      return true;
    }
    const pending = fills.get(cacheKey);
    if (pending) {
      void pending.then(
        (filled) =>
          filled && filled.version === currentVersion() ? serve(req, res, filled) : chain(),
        () => chain(),
      );
      return true;
    }
    const filling = fill(cacheKey, req, res, chain)
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'an api answer could not be kept');
        return undefined;
      })
      .finally(() => {
        if (fills.get(cacheKey) === filling) fills.delete(cacheKey);
      });
    fills.set(cacheKey, filling);
    return true;
  };

  return {
    handle,
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

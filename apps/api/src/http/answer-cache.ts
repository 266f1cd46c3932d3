import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { CatalogueVersionWatcher } from '@ministry/db';
import {
  answerKey,
  chooseEncoding,
  keptHeaders,
  pathPattern,
  sendHeld,
  stillFresh,
  type Logger,
} from '@ministry/http';
import { compressed, type EncodedBodies } from './answer-encoding.js';
import type { CachedAnswers } from './cached-answers.js';

/**
 * An in-process cache of the public answers its routers declare (`keep`: products, collections,
 * pearls, offerings, published posts, categories), served ahead of the Express chain: a burst of
 * visitors costs one database query and one serialisation per answer and change, not one per
 * request, and a cached answer skips Express's router and middleware (about three times bare
 * Node's cost per request).
 *
 * - An answer is filled by a real request through the Express chain, whose response is kept: its
 *   headers (security, CORS, Cache-Control, ETag) are therefore those of an uncached answer.
 *   Only 200 answers are kept; a 400 for a bad query, a 404 or a failure are answered as always.
 * - One fill per key at a time: concurrent misses wait for it, and go through the chain
 *   themselves if it fails.
 * - Everything is dropped when this process makes a write a router's answers follow
 *   (`droppedBy`) and when the database's catalogue version moves (another api process, or
 *   payments selling stock): answers name each other's records (a post its categories, a
 *   product its collections), so one write may change any of them.
 * - Requests that carry credentials go through the chain: no answer cached here varies by user
 *   today, and one that would (drafts for staff) must never be served to the public.
 */

/** Enough for every page's query; a flood of distinct queries evicts the oldest. */
const MAX_ENTRIES = 500;

type RouteRequest = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;

interface Entry {
  etag: string;
  headers: OutgoingHttpHeaders;
  bodies: EncodedBodies;
}

export interface AnswerCacheOptions {
  logger: Logger;
  /** The database's catalogue version; the cache is dropped whenever it moves. */
  versions?: CatalogueVersionWatcher | undefined;
  /**
   * Whether this process's own writes (`droppedBy`) drop the cache at once (default true). Only
   * a test that plays two processes in one turns it off, so that the version stamp alone counts.
   */
  followLocalWrites?: boolean;
  /** The clock the routers' `changesAt` is compared with (tests move it). */
  now?: () => Date;
}

export interface AnswerCache {
  /** Keeps the answers a router mounted at `mount` (`/api/posts`) declares. */
  keep(mount: string, answers: CachedAnswers): void;
  /** Puts the cache in front of the app's chain. */
  install(app: Express): void;
  /** Drops every answer. */
  clear(): void;
  /** Stops listening for changes (the watcher itself belongs to the caller). */
  close(): void;
  /** How many answers are held (for tests and measurements). */
  readonly size: number;
}

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const { logger } = options;
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Promise<Entry | undefined>>();
  // Moves on every drop: a fill that began before a change must not store its older answer.
  let generation = 0;
  // When the answers held change by themselves (see `changesAt`); never, until a fill says.
  let expiresAt = Number.POSITIVE_INFINITY;
  const now = options.now ?? (() => new Date());

  const clear = () => {
    generation += 1;
    entries.clear();
    expiresAt = Number.POSITIVE_INFINITY;
  };
  const local = options.followLocalWrites !== false;
  const stops: Array<(() => unknown) | undefined> = [options.versions?.onChange(clear)];
  const routes: Array<{ pattern: RegExp; answers: CachedAnswers }> = [];
  const patterns: RegExp[] = [];

  /** When the answers kept under `key` next change by themselves, as their routers say. */
  async function changesAt(key: string): Promise<number> {
    const path = key.split('?', 1)[0] ?? key;
    const asked = routes.flatMap(({ pattern, answers }) =>
      answers.changesAt && pattern.test(path) ? [answers.changesAt()] : [],
    );
    const moments = await Promise.all(asked);
    return Math.min(...moments.map((at) => at?.getTime() ?? Number.POSITIVE_INFINITY));
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, started: bigint) {
    sendHeld(
      req,
      res,
      { status: 200, ...entry },
      {
        logger,
        encoding: chooseEncoding(req.headers['accept-encoding']),
        fresh: stillFresh(req, entry.etag),
        started,
      },
    );
  }

  /** Sends the request through the chain and keeps its answer when it is a plain 200. */
  function fill(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    chain: () => void,
  ): Promise<Entry | undefined> {
    const startedIn = generation;
    // The filling request needs the whole body, whatever the client holds or accepts.
    delete req.headers['if-none-match'];
    const captured = new Promise<{ body: Buffer; headers: OutgoingHttpHeaders } | undefined>(
      (resolve) => {
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        res.end = ((...args: unknown[]) => {
          const [chunk, encoding] = args;
          const headers = res.getHeaders();
          const keep =
            res.statusCode === 200 &&
            typeof headers.etag === 'string' &&
            headers['set-cookie'] === undefined &&
            headers['content-encoding'] === undefined &&
            (typeof chunk === 'string' || Buffer.isBuffer(chunk));
          resolve(
            keep
              ? {
                  body:
                    typeof chunk === 'string'
                      ? Buffer.from(
                          chunk,
                          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
                        )
                      : chunk,
                  headers,
                }
              : undefined,
          );
          return end(...args);
        }) as ServerResponse['end'];
        // An answer that never ends (the client left, the chain failed) keeps nothing.
        res.once('close', () => resolve(undefined));
      },
    );
    chain();
    return captured.then(async (answer) => {
      if (!answer) return undefined;
      const changes = await changesAt(key);
      if (generation === startedIn) expiresAt = Math.min(expiresAt, changes);
      const headers = keptHeaders(answer.headers);
      const entry: Entry = {
        etag: answer.headers.etag as string,
        headers,
        bodies: await compressed(answer.body),
      };
      if (generation === startedIn) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return entry;
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse, chain: () => void): void {
    const key =
      req.method === 'GET' && req.headers.authorization === undefined && req.url
        ? answerKey(req.url, patterns)
        : undefined;
    if (!key) {
      chain();
      return;
    }
    // Past the time the answers held change by themselves: nothing held, nor being filled, is used.
    const expired = now().getTime() >= expiresAt;
    if (expired) clear();
    const started = process.hrtime.bigint();
    const entry = entries.get(key);
    if (entry) {
      serve(req, res, entry, started);
      return;
    }
    const pending = expired ? undefined : fills.get(key);
    if (pending) {
      void pending.then(
        (filled) => (filled ? serve(req, res, filled, started) : chain()),
        () => chain(),
      );
      return;
    }
    const filling = fill(key, req, res, chain)
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'a public answer could not be cached');
        return undefined;
      })
      .finally(() => {
        // A newer fill may have taken the key (the older one's answer had expired).
        if (fills.get(key) === filling) fills.delete(key);
      });
    fills.set(key, filling);
  }

  return {
    keep(mount, answers) {
      for (const path of answers.paths) {
        const pattern = pathPattern(mount, path);
        routes.push({ pattern, answers });
        patterns.push(pattern);
      }
      if (local) stops.push(...(answers.droppedBy ?? []).map((subscribe) => subscribe(clear)));
    },
    install(app) {
      // Express's app function hands every request to `app.handle` (the same in Express 4 and
      // 5, though its types leave it out): answering here skips the router and middleware,
      // which a cached answer does not need.
      const routed = app as Express & { handle: RouteRequest };
      const chain = routed.handle.bind(app);
      routed.handle = (req, res, next) => {
        handle(req, res, () => chain(req, res, next));
      };
    },
    clear,
    close() {
      for (const stop of stops) stop?.();
    },
    get size() {
      return entries.size;
    },
  };
}

import { createContext, use, useContext, useState } from 'react';
import { ApiError } from './api-client';

/**
 * Server rendering support. The gateway renders public pages to HTML with their data, and the
 * browser then hydrates that HTML. Both sides must render the same thing first, so everything a
 * server render loaded (query answers, a random pick) travels to the browser with the page, and
 * the browser's first render reads it instead of loading again.
 */

/** What a server render learnt about one query: its data, or a definite refusal (4xx). */
export type PrerenderedEntry = { data: unknown } | { error: { status: number; message: string } };

export type PrerenderedData = Record<string, PrerenderedEntry>;

/** The element of the page that carries the prerendered data (JSON, never executed). */
export const PRERENDERED_DATA_ID = 'prerendered-data';

export interface Prerender {
  /**
   * The first answer of a query: on the server, loads it (suspending the render until it is
   * there); in the browser, what the server sent. Undefined when there is none to use, and the
   * query loads as usual.
   */
  read<T>(
    key: string,
    fetcher: (signal: AbortSignal) => Promise<T>,
  ): PrerenderedEntry | Promise<PrerenderedEntry | undefined> | undefined;
  /** A value computed once on the server and reused by the browser's first render. */
  remember<T>(key: string, compute: () => T): T;
  /** On the server: the HTTP status the page answers with (a not-found page says 404). */
  setStatus(status: number): void;
  /**
   * In the browser while hydrating: the finished server markup inside the element `id`, for a
   * part that only shows content and can keep that markup instead of rendering it again.
   */
  serverMarkup(id: string): string | undefined;
}

const PrerenderContext = createContext<Prerender | null>(null);
export const PrerenderProvider = PrerenderContext;

/** A refusal worth rendering as it is; anything else (network, 5xx) the browser retries. */
const isDefinite = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** One server render's loads, shared by every component of the page. */
export class ServerPrerender implements Prerender {
  status = 200;
  private readonly loads = new Map<string, Promise<PrerenderedEntry | undefined>>();
  private readonly settled: PrerenderedData = {};
  private readonly remembered: Record<string, unknown> = {};

  private readonly controller = new AbortController();

  /** Gives up the loads still under way (the render has taken too long). */
  abort() {
    this.controller.abort();
  }

  read<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) {
    let load = this.loads.get(key);
    if (!load) {
      load = fetcher(this.controller.signal).then(
        (data): PrerenderedEntry => (this.settled[key] = { data }),
        (error: unknown) => {
          if (!isDefinite(error)) return undefined;
          return (this.settled[key] = { error: { status: error.status, message: error.message } });
        },
      );
      this.loads.set(key, load);
    }
    return load;
  }

  remember<T>(key: string, compute: () => T): T {
    if (!(key in this.remembered)) this.remembered[key] = compute();
    return this.remembered[key] as T;
  }

  setStatus(status: number) {
    this.status = status;
  }

  serverMarkup() {
    return undefined;
  }

  /** What the browser needs to render the same page first: JSON, safe inside a script element. */
  serialize(): string {
    const data = { queries: this.settled, remembered: this.remembered };
    return JSON.stringify(data).replace(/</g, '\\u003c');
  }
}

/**
 * The browser's side: the data sent with the page, used by the first render only. Once the
 * visitor navigates it expires, and every page loads afresh (stock must be current).
 */
export class HydratedPrerender implements Prerender {
  private expired = false;

  constructor(
    private readonly queries: PrerenderedData,
    private readonly remembered: Record<string, unknown>,
    private readonly document: Document = window.document,
  ) {}

  /** The data in the page, or null when the page was not rendered on the server. */
  static fromDocument(document: Document): HydratedPrerender | null {
    const element = document.getElementById(PRERENDERED_DATA_ID);
    if (!element?.textContent) return null;
    try {
      const parsed = JSON.parse(element.textContent) as {
        queries?: PrerenderedData;
        remembered?: Record<string, unknown>;
      };
      return new HydratedPrerender(parsed.queries ?? {}, parsed.remembered ?? {}, document);
    } catch {
      return null;
    }
  }

  read(key: string) {
    return this.expired ? undefined : this.queries[key];
  }

  remember<T>(key: string, compute: () => T): T {
    return !this.expired && key in this.remembered ? (this.remembered[key] as T) : compute();
  }

  setStatus() {}

  serverMarkup(id: string) {
    if (this.expired) return undefined;
    const markup = this.document.getElementById(id)?.innerHTML;
    // Only a part the server finished (`<!--$-->`), never one it left loading for the browser.
    return markup?.startsWith('<!--$-->') ? markup : undefined;
  }

  expire() {
    this.expired = true;
  }
}

/** The first settled state of a query, from a server render when there is one. */
export function usePrerenderedQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): { data: T } | { error: Error } | undefined {
  const prerender = useContext(PrerenderContext);
  if (key === null || !prerender) return undefined;
  const read = prerender.read(key, fetcher);
  // On the server this suspends the render until the answer is in.
  const entry = read instanceof Promise ? use(read) : read;
  if (!entry) return undefined;
  return 'data' in entry
    ? { data: entry.data as T }
    : { error: new ApiError(entry.error.status, entry.error.message) };
}

/** Math.random() that the server render and the browser's first render agree on. */
export function useStableRandom(key: string): number {
  const prerender = useContext(PrerenderContext);
  const [value] = useState(() => prerender?.remember(key, Math.random) ?? Math.random());
  return value;
}

/**
 * The server's markup for a part of the page that only shows content (see `serverMarkup`),
 * read once when the part first renders; undefined when it must render itself.
 */
export function useServerMarkup(id: string): string | undefined {
  const prerender = useContext(PrerenderContext);
  const [markup] = useState(() => prerender?.serverMarkup(id));
  return markup;
}

/** Marks the page being rendered on the server with an HTTP status (e.g. 404), when one is given. */
export function useResponseStatus(status: number | undefined): void {
  const prerender = useContext(PrerenderContext);
  if (status !== undefined) prerender?.setStatus(status);
}

/**
 * A route `handle` for pages that are the visitor's own (cart, payment, staff session): the
 * server sends them as the plain app shell and the browser renders them.
 */
export const BROWSER_ONLY = { browserOnly: true } as const;

export const isBrowserOnly = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'browserOnly' in handle;

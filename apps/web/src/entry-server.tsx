import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { setServerBases } from './lib/api-client';
import { isBrowserOnly, PRERENDERED_DATA_ID, ServerPrerender } from './lib/prerender';
import { fillTemplate, prepareTemplate } from './server/page-template';

/**
 * The web's server side, used by the gateway: a public page rendered to HTML with its data, so
 * that visitors (and search engines) see the page before any JavaScript has run. The browser
 * then hydrates it (main.tsx).
 */

export interface PageRendererOptions {
  /** The web's client build (index.html and its assets). */
  distDir: string;
  /** Where the api and payments services answer (the gateway's own upstream addresses). */
  apiUrl: string;
  paymentsUrl: string;
  /**
   * How long a render may wait for code and data; parts still loading then render in the
   * browser (the whole page, when even its frame was not ready).
   */
  timeoutMs?: number;
  /** Told of errors inside a page; that part of the page renders in the browser instead. */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders the page at `url` (path and query), or null when the browser must render it. */
export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

const ABORT_GRACE_MS = 250;

export async function createPageRenderer({
  distDir,
  apiUrl,
  paymentsUrl,
  timeoutMs = 3000,
  onError,
}: PageRendererOptions): Promise<PageRenderer> {
  const template = await prepareTemplate(
    await readFile(join(distDir, 'index.html'), 'utf8'),
    (path) => readFile(join(distDir, path), 'utf8'),
  );
  setServerBases({ api: apiUrl, payments: paymentsUrl });
  const handler = createStaticHandler(routes);

  return async function renderPage(url) {
    const location = new URL(url, 'http://prerender.invalid');
    const matches = matchRoutes(routes, location.pathname);
    if (!matches || matches.some((match) => isBrowserOnly(match.route.handle))) return null;

    const context = await handler.query(new Request(location));
    // No route loads data or redirects; a Response here would be one of those.
    if (context instanceof Response) return null;

    const prerender = new ServerPrerender();
    const markup = await renderToString(
      <StrictMode>
        <AppProvider prerender={prerender}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </StrictMode>,
      { timeoutMs, prerender, onError },
    );
    return {
      status: prerender.status,
      html: fillTemplate(template, markup, prerender.serialize(), PRERENDERED_DATA_ID),
    };
  };
}

/**
 * The whole markup once every part of the page is ready (code and data), so that it arrives
 * complete and in order: no inline scripts to reveal late parts (the CSP allows none). After
 * `timeoutMs` the loads still under way are given up, and those parts render in the browser.
 */
function renderToString(
  element: ReactNode,
  {
    timeoutMs,
    prerender,
    onError,
  }: { timeoutMs: number; prerender: ServerPrerender } & Pick<PageRendererOptions, 'onError'>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // At the deadline the loads still under way are given up, and their parts render in their
    // loading state; a render that even then does not finish is given up too.
    let timer = setTimeout(() => {
      prerender.abort();
      timer = setTimeout(
        () => stream.abort(new Error(`The page took longer than ${timeoutMs} ms to render`)),
        ABORT_GRACE_MS,
      );
    }, timeoutMs);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never split a finished part out to be revealed by a script: the page comes whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // A part of the page that failed renders in the browser instead; the gateway logs why.
      onError: (error) => onError?.(error),
    });
  });
}

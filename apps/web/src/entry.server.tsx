import { createReadableStreamFromReadable } from '@react-router/node';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { loadServerEnv } from './config/server-env';
import { setServerBases } from './lib/api-client';
import { setSiteDate } from './lib/site-date';
import { NonceContext } from './lib/nonce';
import { setPublicOrigin } from './lib/seo.server';
import { paintFirst } from './server/paint-first';

/**
 * The server side of every page (React Router's entry, with our choices): the services'
 * addresses, a time limit, the public origin, and the gateway's CSP nonce on React Router's inline scripts.
 */

const serverEnv = loadServerEnv();
setServerBases(
  { api: serverEnv.API_URL, payments: serverEnv.PAYMENTS_URL },
  serverEnv.SERVICE_TIMEOUT_MS,
);
setPublicOrigin(serverEnv.WEB_ORIGIN);
setSiteDate(serverEnv.SITE_DATE);

/** A part of a page still loading after this long renders as failed (its error state). */
export const streamTimeout = 4000;

/** What the gateway hands each render (see apps/gateway). */
export interface ServerLoadContext {
  cspNonce?: string;
  /**
   * Headers naming the visitor (their address, vouched for), for calls to services that limit
   * requests per client.
   */
  visitorHeaders?: Record<string, string>;
}

const nonceOf = (context: AppLoadContext): string | undefined => {
  const nonce: unknown = (context as ServerLoadContext | undefined)?.cspNonce;
  return typeof nonce === 'string' ? nonce : undefined;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = nonceOf(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </StrictMode>,
      {
        nonce,
        // Every part in its place in the HTML. By default React sends a finished part of more
        // than 500 bytes that comes after the first 12.8 kB (the inline styles alone are more)
        // hidden at the end, for a script to move it in: without JavaScript the header's search
        // box and the deferred parts of a page were never shown. The page is sent whole anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page once every part is ready (complete HTML for people and search engines
        // alike, no layout shift as parts arrive); streamTimeout bounds the wait.
        onAllReady() {
          shellRendered = true;
          const body = paintFirst();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Give React a moment past the data's deadline to render the failed parts, then stop.
    setTimeout(abort, streamTimeout + 1000);
  });
}

// First, before any schema is built: root is the first module every page evaluates.
import './lib/zod-setup';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  type LinksFunction,
} from 'react-router';
import { CartProvider } from '@/features/cart';
import { getPaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { getRandomPearl } from '@/features/pearls/api/get-pearls';
import { useNonce } from '@/lib/nonce';
import { headMeta } from '@/lib/seo';

/**
 * The site's styles travel inside every page: a separate stylesheet held the first paint for one
 * more round trip (Lighthouse on a phone: performance 93 on `/`). Only the server build carries
 * the CSS; the browser hydrates the `<style>` with the text the page already holds, so the CSS
 * is never in the JavaScript too.
 */
const SITE_STYLES_ID = 'site-styles';
const siteStyles: string = import.meta.env.SSR
  ? (await import('./index.css?inline')).default
  : (document.getElementById(SITE_STYLES_ID)?.textContent ?? '');

/**
 * Puts the visitor's text size and reading mode on <html> before the first paint
 * (lib/reading-comfort.ts). The browser takes the text from the page, as the styles above.
 */
const READING_COMFORT_SCRIPT_ID = 'reading-comfort';
const readingComfortScript: string = import.meta.env.SSR
  ? (await import('./lib/reading-comfort')).READING_COMFORT_SCRIPT
  : (document.getElementById(READING_COMFORT_SCRIPT_ID)?.textContent ?? '');

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  // Installable: the web app manifest (icons, name, colours) and the icon iOS's home screen takes.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  // Both faces are named up front: the italic, found only once the page is laid out, was fetched
  // at the highest priority, ahead of the product image that is the page's largest paint.
  ...['normal', 'italic'].map((style) => ({
    rel: 'preload',
    href: `/fonts/eb-garamond-latin-wght-${style}.woff2`,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
];

/** Each page's `meta` replaces this one; it speaks only when even a layout failed. */
export const meta = headMeta(() => 'Something went wrong');

/**
 * What every page shows whatever its route: the sidebar's Orthodox Pearl (picked at random on
 * the server, so the page and the browser agree on it) and whether payments run in demo mode.
 * Either failing only leaves its part out (a pearl failure is logged, as the spec says).
 */
export async function loader() {
  const [pearl, payments] = await Promise.all([
    getRandomPearl().catch((error: unknown) => {
      console.warn('Could not load an Orthodox Pearl:', error);
      return null;
    }),
    getPaymentsConfig().catch(() => null),
  ]);
  return { pearl, demoPayments: payments?.mode === 'demo' };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// One pearl per visit ("picked on load"), not one per page.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The script below sets the visitor's reading choices on <html>, which the server cannot know.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#7a1f2b" />
        <Meta />
        <Links />
        <style id={SITE_STYLES_ID} dangerouslySetInnerHTML={{ __html: siteStyles }} />
        <script
          id={READING_COMFORT_SCRIPT_ID}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: readingComfortScript }}
        />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The offline reading starts once the page has loaded, its code outside the first visit's.
  useEffect(() => {
    void import('@/lib/service-worker').then((worker) => worker.registerServiceWorker());
  }, []);
  return (
    <CartProvider>
      <Outlet />
    </CartProvider>
  );
}

/** Only when even a layout failed: a plain page that still says what happened. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-4xl">{status === 404 ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-lg text-ink-700">
        {status === 404
          ? 'The page you were looking for is not here.'
          : 'The site could not show this page just now. Please try again in a moment.'}
      </p>
      <p className="mt-8">
        <a href="/" className="font-semibold text-burgundy-700 underline">
          Return home
        </a>
      </p>
    </main>
  );
}

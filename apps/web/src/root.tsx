import type { ReactNode } from 'react';
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
import stylesheet from './index.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  {
    rel: 'preload',
    href: '/fonts/eb-garamond-latin-wght-normal.woff2',
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  { rel: 'stylesheet', href: stylesheet },
];

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
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta
          name="description"
          content="Orthodox Christian prayers, Bible studies, booklets, graphics and free resources for the journey of faith."
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
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
      <title>Something went wrong · Orthodox Resources</title>
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

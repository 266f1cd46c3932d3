import { Suspense, type ReactNode } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { RouteAnnouncer } from '@/components/ui/route-announcer';
import { Skeleton } from '@/components/ui/skeleton';
import { CartDrawer } from '@/features/cart';
import { TodayLine, type TodayLineData } from '@/features/church-year';
import { OfferedSubscribe } from '@/features/newsletter';
import { useNonce } from '@/lib/nonce';
import type { RootData } from '@/root';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Held in the main area while the next page loads (its code and data). */
function PageFallback() {
  return (
    <div role="status" aria-label="Loading page" className="flex flex-col items-center">
      <Skeleton className="h-12 w-2/3 max-w-md" />
      <Skeleton className="mt-6 h-5 w-full max-w-xl" />
      <Skeleton className="mt-10 h-72 w-full" />
    </div>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 bg-gold-400 motion-safe:animate-shimmer"
    />
  );
}

/**
 * Said on every page while payments run in demo mode (no Stripe keys): nothing is charged. A
 * labelled landmark of its own, so no text of the page sits outside one (axe's `region`).
 */
function DemoBanner() {
  return (
    <aside
      aria-label="Demo shop"
      className="bg-gold-300 px-4 py-2 text-center text-sm font-semibold text-ink-900"
    >
      Demo shop: no real payments. Checkout completes without charging anything.
    </aside>
  );
}

/** The page (closed by the subscribe form if it offers one), or the pending state while a link's next page loads. */
function PageArea() {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return leaving ? (
    <PageFallback />
  ) : (
    <>
      <Outlet />
      <OfferedSubscribe />
    </>
  );
}

/**
 * Every public page: header, sidebar, main area and footer, with the cart drawer on top. The
 * page's own content is `children` when given (an error page), else the matched route.
 */
export function PublicLayout({
  children,
  today,
}: {
  children?: ReactNode;
  /** The Church's day for the "Today" line; absent on error pages and when the api failed. */
  today?: TodayLineData | null;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const nonce = useNonce();
  // Each `<Suspense>` around a part of the page lets React hydrate and commit that part in a task
  // of its own: as one tree, the commit and its effects were one task long enough for
  // Lighthouse's phone to count as blocking. (Nothing in them suspends on the server, which
  // waits for every part before it answers.)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {root?.demoPayments && <DemoBanner />}
      <NavigationProgress />
      <Suspense>
        <Header />
      </Suspense>
      {today ? (
        // One row of a fixed height, whichever calendar's line it holds: nothing below moves.
        <aside
          aria-label="Today in the Church"
          data-today-line
          className="h-10 border-b border-parchment-300 bg-parchment-100"
        >
          <Suspense>
            <TodayLine today={today} />
          </Suspense>
        </aside>
      ) : null}
      {/* The main area and the sidebar; reading mode and print take the sidebar away (index.css). */}
      <div
        data-page-columns
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-10"
      >
        <main
          id="main"
          tabIndex={-1}
          // At least a screen tall, so that on phones the sidebar below never shows and then
          // jumps down while a page is still loading (layout shift).
          className="min-h-[calc(100vh-4.5rem)] min-w-0 outline-none lg:order-2"
        >
          <Suspense>{children ?? <PageArea />}</Suspense>
        </main>
        <Suspense>
          <Sidebar pearl={root?.pearl ?? null} className="mt-14 lg:order-1 lg:mt-0" />
        </Suspense>
      </div>
      <Suspense>
        <Footer />
      </Suspense>
      <CartDrawer />
      <RouteAnnouncer mainId="main" />
      {/* A full page load has the key "default" on every page: key those by path instead, so a
          page opened afresh never starts at another page's saved position. */}
      <ScrollRestoration
        nonce={nonce}
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}

import { isValidElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { matchRoutes, useSearchParams, type RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { HomePage } from '@/features/home/components/home-page';
import { BROWSER_ONLY } from '@/lib/prerender';
import { PublicLayout } from './layouts/public-layout';

interface Page extends FunctionComponent {
  /** Loads the page's code ahead of its first render. */
  preload: () => Promise<void>;
}

/**
 * A page loaded with its route, as a chunk of its own. A page whose code was preloaded renders
 * at once; otherwise it suspends while its chunk loads. Each use of the page decides which on
 * its first render, so a page on screen never switches from one to the other.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = pick(module);
    });
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function PageRoute() {
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(PageRoute, { preload });
}

const StorePage = page(
  () => import('@/features/catalog/components/store-page'),
  (m) => m.StorePage,
);
const OfferingsPage = page(
  () => import('@/features/catalog/components/offerings-page'),
  (m) => m.OfferingsPage,
);
const CollectionPage = page(
  () => import('@/features/catalog/components/collection-page'),
  (m) => m.CollectionPage,
);
const NutsAndBoltsPage = page(
  () => import('@/features/catalog/components/nuts-and-bolts-page'),
  (m) => m.NutsAndBoltsPage,
);
const BibleStudiesPage = page(
  () => import('@/features/catalog/components/bible-studies-page'),
  (m) => m.BibleStudiesPage,
);
const OrthodoxPrayersPage = page(
  () => import('@/features/catalog/components/orthodox-prayers-page'),
  (m) => m.OrthodoxPrayersPage,
);
const BookletsPage = page(
  () => import('@/features/catalog/components/booklets-page'),
  (m) => m.BookletsPage,
);
const FreebiesPage = page(
  () => import('@/features/catalog/components/freebies-page'),
  (m) => m.FreebiesPage,
);
const GraphicsPage = page(
  () => import('@/features/catalog/components/graphics-page'),
  (m) => m.GraphicsPage,
);
const ProductPage = page(
  () => import('@/features/product/components/product-page'),
  (m) => m.ProductPage,
);
const CheckoutPage = page(
  () => import('@/features/checkout/components/checkout-page'),
  (m) => m.CheckoutPage,
);
const ReturnPage = page(
  () => import('@/features/checkout/components/return-page'),
  (m) => m.ReturnPage,
);
const PearlsPage = page(
  () => import('@/features/pearls/components/pearls-page'),
  (m) => m.PearlsPage,
);
const JourneyPage = page(
  () => import('@/features/journey/components/journey-page'),
  (m) => m.JourneyPage,
);
const JourneyPostPage = page(
  () => import('@/features/journey/components/journey-post-page'),
  (m) => m.JourneyPostPage,
);
const ContactPage = page(
  () => import('@/features/contact/components/contact-page'),
  (m) => m.ContactPage,
);
const DonatePage = page(
  () => import('@/features/donate/components/donate-page'),
  (m) => m.DonatePage,
);
const AboutPage = page(
  () => import('@/features/pages/components/about-page'),
  (m) => m.AboutPage,
);
const LegalPage = page(
  () => import('@/features/pages/components/legal-page'),
  (m) => m.LegalPage,
);
const PurposePage = page(
  () => import('@/features/pages/components/purpose-page'),
  (m) => m.PurposePage,
);
const NotFoundPage = page(
  () => import('@/features/pages/components/not-found-page'),
  (m) => m.NotFoundPage,
);

/**
 * `/:slug?format=…` is an old form of product link. Without a format the address is simply
 * unknown, so it shows the 404 page rather than a product search.
 */
function SlugRoute() {
  const [search] = useSearchParams();
  return search.has('format') ? <ProductPage /> : <NotFoundPage />;
}

/** Every route of the site: the storefront in its layout, and the admin area with its own. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'store', element: <StorePage /> },
      { path: 'products/:slug', element: <StorePage /> },
      { path: 'offerings', element: <OfferingsPage /> },
      { path: 'product', element: <ProductPage /> },
      { path: 'product/id/:id', element: <ProductPage /> },
      { path: 'product/id/:id/:format', element: <ProductPage /> },
      { path: 'product/:slug', element: <ProductPage /> },
      { path: 'product/:slug/:format', element: <ProductPage /> },
      { path: 'collection/:slug', element: <CollectionPage /> },
      { path: 'journey', element: <JourneyPage /> },
      { path: 'journey/:slug', element: <JourneyPostPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'legal', element: <LegalPage /> },
      { path: 'donate', element: <DonatePage /> },
      { path: 'purpose', element: <PurposePage /> },
      { path: 'graphics', element: <GraphicsPage /> },
      { path: 'nutsandbolts', element: <NutsAndBoltsPage /> },
      { path: 'biblestudies', element: <BibleStudiesPage /> },
      { path: 'orthodoxprayers', element: <OrthodoxPrayersPage /> },
      { path: 'booklets', element: <BookletsPage /> },
      { path: 'freebies', element: <FreebiesPage /> },
      { path: 'checkout', element: <CheckoutPage />, handle: BROWSER_ONLY },
      { path: 'return', element: <ReturnPage />, handle: BROWSER_ONLY },
      { path: 'pearls', element: <PearlsPage /> },
      { path: 'pearls/:id', element: <PearlsPage /> },
      { path: ':slug', element: <SlugRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  ...authRoutes,
  ...adminRoutes,
];

const isPage = (type: unknown): type is Page =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/**
 * Loads the code of the page at `pathname` before the browser hydrates it: a page still waiting
 * for its code when the app first updates (the cart, restored from storage) would be thrown away
 * and rendered again instead of hydrated.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return isPage(type) ? [type.preload()] : [];
    }),
  );
}

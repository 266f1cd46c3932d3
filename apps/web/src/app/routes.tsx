import { lazy, type ComponentType } from 'react';
import { useSearchParams, type RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { HomePage } from '@/features/home/components/home-page';
import { BROWSER_ONLY } from '@/lib/prerender';
import { PublicLayout } from './layouts/public-layout';

/** A page loaded with its route, as a chunk of its own. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
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
  ...adminRoutes,
];

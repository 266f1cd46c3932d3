import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every address of the site. A page's route module (src/routes/) loads its data on the server
 * (`loader`) through its feature's fetchers and renders the feature's screen; the storefront's
 * pages share the public layout, the admin area and login have their own and run in the browser.
 */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('store', 'routes/store.tsx', { id: 'store' }),
    route('products/:slug', 'routes/store.tsx', { id: 'store-shelf' }),
    route('offerings', 'routes/offerings.tsx'),
    route('product', 'routes/product.tsx', { id: 'product-without-ref' }),
    route('product/id/:id', 'routes/product.tsx', { id: 'product-by-id' }),
    route('product/id/:id/:format', 'routes/product.tsx', { id: 'product-by-id-format' }),
    route('product/:slug', 'routes/product.tsx', { id: 'product-by-slug' }),
    route('product/:slug/:format', 'routes/product.tsx', { id: 'product-by-slug-format' }),
    route('collection/:slug', 'routes/collection.tsx'),
    route('journey', 'routes/posts.tsx'),
    route('journey/:slug', 'routes/post.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('legal', 'routes/legal.tsx'),
    route('donate', 'routes/donate.tsx'),
    route('donate/manage', 'routes/donate-manage.tsx'),
    route('donate/manage/sign-in', 'routes/donate-manage-sign-in.tsx'),
    route('purpose', 'routes/purpose.tsx'),
    route('graphics', 'routes/graphics.tsx'),
    route('nutsandbolts', 'routes/nuts-and-bolts.tsx'),
    route('biblestudies', 'routes/bible-studies.tsx'),
    route('orthodoxprayers', 'routes/orthodox-prayers.tsx'),
    route('booklets', 'routes/booklets.tsx'),
    route('freebies', 'routes/freebies.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('return', 'routes/return.tsx'),
    route('downloads', 'routes/downloads.tsx'),
    route('downloads/sign-in', 'routes/downloads-sign-in.tsx'),
    route('pearls', 'routes/pearls.tsx', { id: 'pearls' }),
    route('pearls/:id', 'routes/pearls.tsx', { id: 'pearl' }),
    route('search', 'routes/search.tsx'),
    route('today', 'routes/today.tsx'),
    route('calendar/:when', 'routes/calendar-date.tsx'),
    route('subscribe', 'routes/subscribe.tsx'),
    route('subscribe/confirm/:token', 'routes/subscribe-confirm.tsx'),
    route('subscriptions/deleted', 'routes/subscriptions-deleted.tsx'),
    route('subscriptions/:token', 'routes/subscriptions.tsx'),
    // `/:slug?format=` is an old form of product link; without a format it is a 404.
    route(':slug', 'routes/product.tsx', { id: 'product-old-link' }),
    route('*', 'routes/not-found.tsx'),
  ]),
  // A resource route: written from config (the sitemap's absolute address), not a static file.
  route('robots.txt', 'routes/robots.ts'),
  route('login', 'routes/login.tsx'),
  route('admin', 'routes/admin/guard.tsx', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      ...prefix('posts', [
        index('routes/admin/posts.tsx'),
        route('new', 'routes/admin/new-post.tsx'),
        route(':id/edit', 'routes/admin/edit-post.tsx'),
      ]),
      ...prefix('products', [
        index('routes/admin/products.tsx'),
        route('new', 'routes/admin/new-product.tsx'),
        route(':id/edit', 'routes/admin/edit-product.tsx'),
        route(':id/preview', 'routes/admin/product-preview.tsx'),
      ]),
      route('collections', 'routes/admin/collections.tsx'),
      route('pearls', 'routes/admin/pearls.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      ...prefix('orders', [
        index('routes/admin/orders.tsx'),
        route(':number', 'routes/admin/order.tsx'),
      ]),
      route('messages', 'routes/admin/messages.tsx'),
      route('codes', 'routes/admin/codes.tsx'),
      ...prefix('gifts', [
        index('routes/admin/gifts.tsx'),
        route('donors', 'routes/admin/gift-donors.tsx'),
        route('donors/:email', 'routes/admin/gift-donor.tsx'),
        route('prayer-names', 'routes/admin/gift-prayer-names.tsx'),
        route('sponsored-copies', 'routes/admin/gift-sponsored-copies.tsx'),
      ]),
      ...prefix('newsletters', [
        index('routes/admin/newsletters.tsx'),
        route('series', 'routes/admin/newsletter-series.tsx'),
      ]),
      ...prefix('subscribers', [
        index('routes/admin/subscribers.tsx'),
        route('lists', 'routes/admin/subscribers-lists.tsx'),
        route('import', 'routes/admin/subscribers-import.tsx'),
        route(':id', 'routes/admin/subscriber.tsx'),
      ]),
      route('settings', 'routes/admin/settings.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

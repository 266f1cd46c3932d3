import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode: every page is rendered on the server with its data (route
 * loaders), in development (`react-router dev`) as in production (the gateway runs the server
 * build with @react-router/express).
 */
export default {
  appDirectory: 'src',
  ssr: true,
  // Only the routes of the page opened travel with it; others are asked for on the way.
  routeDiscovery: { mode: 'lazy' },
  // React Router 7.18's flags for v8, each decided (a flag left unset warns at every start). None
  // is taken yet: each changes something this shop relies on, to be adopted with its own change.
  future: {
    // Loaders would get a RouterContextProvider, not the gateway's plain load context (the CSP
    // nonce and the visitor's address, apps/gateway/src/pages.ts).
    v8_middleware: false,
    // Loaders would see the raw `.data` request (its suffix and `_routes` query) in request.url,
    // which fifteen route modules read.
    v8_passThroughRequests: false,
    // The home page's data would be asked for at `/_.data`, not `/_root.data`: the gateway's page
    // cache and its addresses match `.data` requests by pattern.
    v8_trailingSlashAwareDataRequests: false,
    // Splits client loaders into chunks of their own: other chunks than the initial-JS budget
    // (scripts/check-bundle-size.ts, 130 KB) was measured on.
    v8_splitRouteModules: false,
    // Builds through Vite's Environment API, where vite.config.ts's per-build settings (the
    // shell chunk, the self-contained server bundle) key on `isSsrBuild`.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;

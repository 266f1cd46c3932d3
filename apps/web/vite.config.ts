import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '4000';
const paymentsPort = process.env.PAYMENTS_PORT ?? '4242';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The small modules every storefront page shares (a few hundred bytes each) travel as one
  // chunk: apart, each cost its own request and compressed worse, which kept the first visit's
  // JavaScript over its budget (scripts/check-bundle-size.ts). React DOM is a chunk of its own,
  // not part of the entry's: the entry then starts hydrating in a task after React DOM's
  // evaluation (see entry.client.tsx), and a stack captured at that start (a timer, as
  // Lighthouse's trace records them) no longer has V8 re-read the whole 200 kB chunk to place it.
  build: isSsrBuild
    ? undefined
    : {
        // No preload list for dynamic imports: every lazily loaded part of a page (the search,
        // the header's text size, the service worker's registration) imports chunks the page
        // already has, and each list cost the first visit's JavaScript its bytes.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react-dom',
                  test: /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(react-dom|scheduler)\//,
                },
                {
                  name: 'shell',
                  test: /\/src\/(lib\/(nonce|seo|cn|format|format-date|contracts|cart-context|route-discovery|show-outcome)\.ts|features\/pearls\/quote-pearl\.ts|components\/deferred\.tsx|components\/ui\/(button|skeleton|ornament|scripture-quote|card|product-image|route-announcer|cn|link|price|status-panel)\.tsx?)$/,
                },
              ],
            },
          },
        },
      },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server build carries its libraries inside it: the gateway that runs it has no web
  // dependencies of its own. (The dev server loads them from node_modules.)
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : undefined,
  // The dev server pre-bundles every library a page can load when it starts: found in the routes
  // only once a browser asked for them, new ones (react-hook-form, zod, TanStack Query on /login
  // and the admin) made Vite answer the page's modules "504 Outdated Optimize Dep" and reload it.
  optimizeDeps: {
    entries: [
      'src/entry.client.tsx',
      'src/root.tsx',
      'src/routes/**/*.{ts,tsx}',
      '!src/**/*.test.{ts,tsx}',
    ],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    // One origin in development as in production: the browser never needs CORS.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The api's documents for search engines and feed readers, at the addresses the gateway
      // gives them in production.
      '^/(sitemap\\.xml|journey/(?:feed|podcast)\\.xml|calendar/feasts\\.ics|calendar/readings\\.xml)(\\?.*)?$':
        {
          target: `http://127.0.0.1:${apiPort}`,
          rewrite: (path) => `/api${path}`,
        },
      '/payments': {
        target: `http://127.0.0.1:${paymentsPort}`,
        rewrite: (path) => path.replace(/^\/payments/, ''),
      },
    },
  },
}));

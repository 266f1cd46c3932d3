import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '4000';
const paymentsPort = process.env.PAYMENTS_PORT ?? '4242';

const contractsInBrowser = fileURLToPath(
  new URL('./src/lib/contracts-in-browser.ts', import.meta.url),
);

/**
 * Every import of the contracts goes through lib/contracts-in-browser.ts, which configures zod
 * first: the pages that never parse anything in the browser (most) then load no zod at all.
 */
const contractsAfterZodSetup: Plugin = {
  name: 'contracts-after-zod-setup',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@ministry/contracts' && importer !== contractsInBrowser) {
      return contractsInBrowser;
    }
    return undefined;
  },
};

export default defineConfig(({ command }) => ({
  plugins: [contractsAfterZodSetup, tailwindcss(), reactRouter()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server build carries its libraries inside it: the gateway that runs it has no web
  // dependencies of its own. (The dev server loads them from node_modules.)
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : undefined,
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    // One origin in development as in production: the browser never needs CORS.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/payments': {
        target: `http://127.0.0.1:${paymentsPort}`,
        rewrite: (path) => path.replace(/^\/payments/, ''),
      },
    },
  },
}));

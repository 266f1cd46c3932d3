import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiPort = process.env.API_PORT ?? '4000';
const paymentsPort = process.env.PAYMENTS_PORT ?? '4242';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server render (src/entry-server.tsx, built into dist-server by `build`) carries its
  // libraries inside it: the gateway that runs it has no web dependencies of its own.
  ssr: { noExternal: true, target: 'node' },
  build: { copyPublicDir: !isSsrBuild },
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
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    css: false,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
}));

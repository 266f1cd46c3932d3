import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests render components and route modules directly (React Router's Vite plugin is for the app
// build and dev server, not for tests).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    // A journey through a form (typing, uploads, saving) takes a few seconds of a busy CI
    // machine's two cores; 5 s timed out a post's creation in a full run.
    testTimeout: 20_000,
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    css: false,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
});

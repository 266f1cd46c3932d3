/**
 * Builds the service worker (src/service-worker/sw.ts) into build/client/sw.js, and the offline
 * page's script into build/client/offline.js, after
 * `react-router build`: Vite bundles it as one classic script (every browser that has service
 * workers runs it), then Workbox's injectManifest writes in the precache list, each file with
 * its revision, so a new build's worker fetches exactly what changed.
 *
 * The precache is the offline page and what it needs (icons, fonts, the manifest): small, so a
 * first visit on a phone does not download the whole site. Scripts, styles and pages are kept as
 * they are used (see sw.ts).
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const web = join(import.meta.dirname, '..');
const client = join(web, 'build', 'client');
const bundled = join(web, 'build', 'service-worker');

/** One classic script (every browser with service workers runs it), bundled with its imports. */
const bundle = (entry: string, fileName: string) =>
  build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': join(web, 'src') } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundled,
      emptyOutDir: false,
      minify: true,
      lib: {
        entry: join(web, 'src', entry),
        formats: ['iife'],
        name: 'bundle',
        fileName: () => fileName,
      },
    },
  });

rmSync(bundled, { recursive: true, force: true });
await bundle('service-worker/sw.ts', 'sw.js');
// The offline page's script: shares the worker's cache names and its idea of a reading page.
await bundle('offline-page/offline-page.ts', 'offline.js');
copyFileSync(join(bundled, 'offline.js'), join(client, 'offline.js'));

const { count, size, warnings } = await injectManifest({
  swSrc: join(bundled, 'sw.js'),
  swDest: join(client, 'sw.js'),
  globDirectory: client,
  globPatterns: [
    'offline.html',
    'offline.js',
    'manifest.webmanifest',
    'favicon.svg',
    'icons/*.png',
    'fonts/*.woff2',
  ],
});
rmSync(bundled, { recursive: true, force: true });
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: build/client/sw.js precaches ${count} files (${(size / 1000).toFixed(1)} kB)`,
);

/**
 * The performance budget of the first visit: the JavaScript the browser loads for `/` before
 * anyone touches the page, gzipped, must stay under 130 KB. That is React Router's client entry
 * and the modules of the routes that render `/` (root, public layout, home), each with the
 * chunks it imports, as the framework build's manifest lists them (the page modulepreloads
 * exactly these). Run after `react-router build`; `pnpm test` runs it after the unit tests.
 * (e2e/src/measure-initial-js.ts measures the same in Chromium, on a running shop.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 130 * 1000;

/** The routes that render `/`, by their ids in src/routes.ts. */
const HOME_ROUTES = ['root', 'routes/public-layout', 'routes/home'];

const client = join(import.meta.dirname, '..', 'build', 'client');
const assets = join(client, 'assets');
const manifestFile = existsSync(assets)
  ? readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  : undefined;
if (!manifestFile) {
  console.error('check-bundle-size: no build/client manifest; run `pnpm build` first.');
  process.exit(1);
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
}
const source = readFileSync(join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;

const modules = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
for (const id of HOME_ROUTES) {
  const route = manifest.routes[id];
  if (!route) {
    console.error(`check-bundle-size: the build has no route "${id}".`);
    process.exit(1);
  }
  modules.push(route.module, ...(route.imports ?? []));
}

let total = 0;
for (const file of new Set(modules)) {
  const size = gzipSync(readFileSync(join(client, file.replace(/^\//, '')))).length;
  total += size;
  console.log(`  ${(size / 1000).toFixed(2).padStart(8)} kB gz  ${file}`);
}
const verdict = total <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `initial JavaScript of /: ${(total / 1000).toFixed(2)} kB gzipped, ${verdict} the budget of ${INITIAL_JS_BUDGET_BYTES / 1000} kB`,
);
process.exit(total <= INITIAL_JS_BUDGET_BYTES ? 0 : 1);

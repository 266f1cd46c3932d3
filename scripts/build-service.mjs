// Bundles a Node service (api, payments) into dist/ for production. Workspace packages ship as
// TypeScript source, so they are bundled in; third-party packages the service can resolve from
// its own node_modules stay external and load from there at run time.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const serviceDir = process.cwd();
const requireFromService = createRequire(resolve(serviceDir, 'package.json'));

const isResolvableFromService = (specifier) => {
  try {
    requireFromService.resolve(specifier);
    return true;
  } catch {
    return false;
  }
};

/**
 * Development and test code only: never bundled into a production image. Only a dynamic import
 * reaches it (packages/db, for a local engine), and production refuses to start without
 * MONGODB_URI, so that import never runs there.
 */
const DEVELOPMENT_ONLY = ['@ministry/embedded-mongo'];

const externalThirdParty = {
  name: 'external-third-party',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (DEVELOPMENT_ONLY.includes(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('node:') || args.path.startsWith('@ministry/')) return undefined;
      return isResolvableFromService(args.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

const entryPoints = process.argv.slice(2);
await build({
  entryPoints: entryPoints.length > 0 ? entryPoints : ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
  // Bundled CommonJS code that calls require() needs one in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// `pnpm start`: a local preview of the production builds on one origin (the gateway serves the
// web build and forwards /api and /payments), on the embedded database unless MONGODB_URI is set,
// every service on 127.0.0.1 only. Not a deployment: development defaults (generated secrets,
// demo payments, the embedded database) are on. Run `pnpm build` first. `--fresh` starts over
// from the seed. A service that exits once the shop is up is started again, with back-off.
import { join } from 'node:path';
import { DEFAULT_PORTS, REPO_ROOT, startStack } from '@ministry/stack';
import { portsFromEnv, runUntilSignal } from './run-stack.js';

await runUntilSignal(
  () =>
    startStack({
      mode: 'build',
      dataDir: process.env.DATA_DIR ?? join(REPO_ROOT, '.data'),
      ports: portsFromEnv({ ...DEFAULT_PORTS, web: 8080 }),
      persist: true,
      fresh: process.argv.includes('--fresh'),
    }),
  [
    'This is a LOCAL PREVIEW of the production builds, reachable from this machine only:',
    'development defaults are on (generated secrets, demo payments unless STRIPE_SECRET_KEY',
    'is set, the embedded database unless MONGODB_URI is set). To deploy, use',
    '`docker compose up --build` (or the same images), which refuses development defaults.',
  ],
);

// `pnpm start`: the production builds on one origin (the gateway serves the web build and
// forwards /api and /payments), on the embedded database unless MONGODB_URI is set. Run
// `pnpm build` first. `--fresh` starts over from the seed.
import { join } from 'node:path';
import { DEFAULT_PORTS, REPO_ROOT, startStack } from '@ministry/stack';
import { portsFromEnv, runUntilSignal } from './run-stack.js';

await runUntilSignal(() =>
  startStack({
    mode: 'build',
    dataDir: process.env.DATA_DIR ?? join(REPO_ROOT, '.data'),
    ports: portsFromEnv({ ...DEFAULT_PORTS, web: 8080 }),
    persist: true,
    fresh: process.argv.includes('--fresh'),
  }),
);

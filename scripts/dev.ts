// `pnpm dev`: web (Vite), api and payments in watch mode on one database. Without MONGODB_URI
// the embedded server keeps its data in .data/, so what is edited in the admin survives a
// restart; `pnpm dev --fresh` starts over from the seed. Ctrl-C stops everything.
import { join } from 'node:path';
import { DEFAULT_PORTS, REPO_ROOT, startStack } from '@ministry/stack';
import { runUntilSignal, portsFromEnv } from './run-stack.js';

await runUntilSignal(() =>
  startStack({
    mode: 'dev',
    dataDir: process.env.DATA_DIR ?? join(REPO_ROOT, '.data'),
    ports: portsFromEnv(DEFAULT_PORTS),
    persist: true,
    fresh: process.argv.includes('--fresh'),
  }),
);

// The shop as the browser tests see it: the production bundles on free ports, one fresh
// embedded database seeded with the demo data, demo payments, a known admin and a temporary
// DATA_DIR (the mail outbox lives there). A journey may start a second shop on a data folder of
// its own (a restored backup): its embedded database is then opened from that folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startStack } from '@ministry/stack';

export const ADMIN = {
  email: 'e2e-admin@orthodox-resources.example',
  password: 'e2e-admin-password-1',
  username: 'e2e-admin',
} as const;

export interface E2EStack {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface E2EStackOptions {
  /** A data folder that already holds a database (DATA_DIR/embedded-mongo.bson); removed on stop. */
  dataDir?: string;
  /** More environment for every service. */
  env?: Record<string, string>;
}

export async function startE2EStack(options: E2EStackOptions = {}): Promise<E2EStack> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ministry-e2e-'));
  const ports = {
    web: await freePort(),
    api: await freePort(),
    payments: await freePort(),
    database: await freePort(),
  };
  const debug = Boolean(process.env.E2E_DEBUG);
  const environment: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: debug ? 'info' : 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_USERNAME: ADMIN.username,
    // Demo payments and the file outbox, whatever the calling shell has set.
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    SMTP_URL: '',
    MONGODB_URI: '',
    ...options.env,
  };
  let stack;
  try {
    stack = await startStack({
      mode: 'build',
      dataDir,
      ports,
      persist: options.dataDir !== undefined,
      env: environment,
      output: debug ? 'inherit' : 'ignore',
      log: debug ? undefined : () => undefined,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    dataDir,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

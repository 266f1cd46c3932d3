// The shop as the browser tests see it: the production bundles on free ports, one fresh
// embedded database seeded with the demo data, demo payments, a known admin and a temporary
// DATA_DIR (the mail outbox lives there). With TEST_MONGODB_URI set the database is instead a
// fresh one on that real MongoDB, seeded here and dropped on stop. A journey may start a second
// shop on a data folder of its own (a restored backup): its embedded database is then opened from
// that folder, whatever TEST_MONGODB_URI says.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabaseOn, freshDatabaseName, withDatabaseName } from '@ministry/db/testing';
import { freePort, REPO_ROOT, startStack } from '@ministry/stack';

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
  const testServer = options.dataDir === undefined ? process.env.TEST_MONGODB_URI : undefined;
  let database: { uri: string; drop(): Promise<void> } | undefined;
  let stack;
  try {
    if (testServer) {
      database = freshDatabaseOn(testServer);
      environment.MONGODB_URI = database.uri;
      // startStack seeds only the embedded database it starts itself.
      await seed({ ...environment, DATA_DIR: dataDir }, debug);
    }
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
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    dataDir,
    async stop() {
      try {
        await stack.stop();
      } finally {
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The demo data, as `startStack` writes it into an empty embedded database. */
async function seed(env: Record<string, string>, debug: boolean): Promise<void> {
  const status = await new Promise<number | null>((done, fail) => {
    spawn(process.execPath, ['apps/api/dist/scripts/seed.js'], {
      cwd: REPO_ROOT,
      env: { ...(process.env as Record<string, string>), ...env },
      stdio: debug ? 'inherit' : 'ignore',
    })
      .on('error', fail)
      .on('exit', done);
  });
  if (status !== 0) throw new Error(`seeding the demo data into ${env.MONGODB_URI} failed`);
}

/** A fresh database's address on the server of `serverUri`, and how to drop it afterwards. */
function freshDatabaseOn(serverUri: string): { uri: string; drop(): Promise<void> } {
  const dbName = freshDatabaseName('e2e');
  return {
    uri: withDatabaseName(serverUri, dbName),
    drop: () => dropDatabaseOn(serverUri, dbName),
  };
}

// Starts the whole shop on one machine: one database for every service (the embedded server
// unless MONGODB_URI names one), the demo data on first start, then the services. `pnpm dev`
// runs them in watch mode; `pnpm start` and the browser tests run the production builds.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startEmbeddedMongo } from '@ministry/embedded-mongo';
import { developmentSecret, staffPasswordsFile } from '@ministry/http';
import { stackNetwork } from './network.js';
import { superviseService, type RestartDelays, type SupervisedService } from './supervisor.js';

/** In DATA_DIR while `pnpm dev`/`pnpm start` run the embedded database: its address. */
export const RUNNING_DATABASE_FILE = 'embedded-mongo.uri';

export { stackNetwork, type StackNetwork } from './network.js';
export { DEFAULT_RESTART_DELAYS, type RestartDelays } from './supervisor.js';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface StackPorts {
  web: number;
  api: number;
  payments: number;
  database: number;
}

export interface StackOptions {
  /** `dev`: Vite and watch mode through turbo. `build`: the production bundles (built first). */
  mode: 'dev' | 'build';
  dataDir: string;
  ports: StackPorts;
  /** Keep the embedded database in DATA_DIR between runs (false: memory only). */
  persist: boolean;
  /** Start over from the seed. */
  fresh?: boolean;
  /** Extra environment for every service. */
  env?: Record<string, string>;
  /** Where the services' output goes. */
  output?: 'inherit' | 'ignore';
  log?: (line: string) => void;
  /** `build` mode restarts a service that exits; these are its pauses (DEFAULT_RESTART_DELAYS). */
  restartDelays?: RestartDelays;
}

export interface RunningStack {
  /** The shop's origin. */
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
  /**
   * DATA_DIR/staff-passwords.txt when the seed left one: the staff accounts it generated, with
   * `text` (the box it printed) when this start seeded them.
   */
  staffPasswords?: { file: string; text?: string };
}

/** The processes `build` mode runs, each with a pid file in DATA_DIR while it runs. */
export const SERVICE_NAMES = ['api', 'payments', 'gateway'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** DATA_DIR/<service>.pid: the pid of the service's current process while the stack runs. */
export const pidFile = (dataDir: string, name: string) => join(dataDir, `${name}.pid`);

export const DEFAULT_PORTS: StackPorts = { web: 5173, api: 4000, payments: 4242, database: 27027 };

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${url}: the service exited (${child.signalCode ?? `code ${child.exitCode}`})`,
      );
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(`stack: ${line}`));
  const { ports } = options;
  const network = stackNetwork(options.mode);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...options.env,
    DATA_DIR: options.dataDir,
    API_PORT: String(ports.api),
    PAYMENTS_PORT: String(ports.payments),
    WEB_PORT: String(ports.web),
    GATEWAY_PORT: String(ports.web),
    API_URL: `http://127.0.0.1:${ports.api}`,
    PAYMENTS_URL: `http://127.0.0.1:${ports.payments}`,
    WEB_ORIGIN: `http://localhost:${ports.web}`,
    // Listening on 127.0.0.1 only, behind the Vite proxy or the gateway (see network.ts).
    ...network.services,
  };
  // One value for every service, the gateway (which runs with NODE_ENV=production) included: the
  // one set in the environment, else the development one the services would generate themselves.
  env.INTERNAL_PROXY_SECRET ||= await developmentSecret(
    'INTERNAL_PROXY_SECRET',
    options.dataDir,
    log,
  );

  let stopDatabase = () => Promise.resolve();
  let seeded = false;
  if (!env.MONGODB_URI) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const dataFile = join(options.dataDir, 'embedded-mongo.bson');
    if (options.fresh) {
      rmSync(dataFile, { force: true });
      log('--fresh: starting over from the seed');
    }
    const database = await startEmbeddedMongo({
      port: ports.database,
      dataFile: options.persist ? dataFile : undefined,
    });
    env.MONGODB_URI = `${database.uri}/ministry`;
    // Where `pnpm backup` and `pnpm restore` find the running database: the data file is this
    // process's while it runs.
    const uriFile = join(options.dataDir, RUNNING_DATABASE_FILE);
    if (options.persist) writeFileSync(uriFile, `${env.MONGODB_URI}\n`, { mode: 0o600 });
    stopDatabase = async () => {
      rmSync(uriFile, { force: true });
      await database.stop();
    };
    log(
      `embedded database at ${env.MONGODB_URI}${options.persist ? ` (data in ${dataFile})` : ''}`,
    );

    if (database.isEmpty()) {
      log('the database is empty: seeding the demo data');
      // Passwords kept by an earlier seed name accounts this database no longer has.
      rmSync(staffPasswordsFile(options.dataDir), { force: true });
      seeded = true;
      // Asynchronously: the embedded server runs in this process and must keep answering.
      const [command, args]: [string, string[]] =
        options.mode === 'dev'
          ? ['pnpm', ['--filter', '@ministry/api', 'run', 'seed']]
          : [process.execPath, ['apps/api/dist/scripts/seed.js']];
      const status = await new Promise<number | null>((done) => {
        spawn(command, args, { cwd: REPO_ROOT, env, stdio: options.output ?? 'inherit' }).on(
          'exit',
          done,
        );
      });
      if (status !== 0) {
        await stopDatabase();
        throw new Error('seeding the demo data failed');
      }
    }
  }

  const stdio = options.output ?? 'inherit';
  const services: SupervisedService[] = [];
  const run = (
    name: string,
    command: string,
    args: string[],
    extraEnv: Record<string, string> = {},
  ) => {
    const service = superviseService({
      name,
      log,
      delays: options.restartDelays,
      start: () => {
        const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...env, ...extraEnv }, stdio });
        // Where a person (or a test) finds the process to signal: DATA_DIR/<name>.pid.
        if (options.mode === 'build' && child.pid !== undefined) {
          mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
          writeFileSync(pidFile(options.dataDir, name), `${child.pid}\n`);
        }
        return child;
      },
    });
    services.push(service);
    return service;
  };
  const stopAll = async () => {
    await Promise.all(services.map((service) => service.stop()));
    if (options.mode === 'build') {
      for (const name of SERVICE_NAMES) rmSync(pidFile(options.dataDir, name), { force: true });
    }
    await stopDatabase();
  };

  try {
    if (options.mode === 'dev') {
      // turbo runs the watchers, which restart a service on an edit; nothing is supervised here.
      const turbo = run('turbo', 'pnpm', ['exec', 'turbo', 'run', 'dev', '--env-mode=loose']);
      // Started means the api and payments answer and Vite serves: what the tools say as they
      // start comes before the stack's closing lines (the staff passwords), not after them.
      await Promise.all([
        waitUntilUp(`http://127.0.0.1:${ports.api}/readyz`, turbo.process, 120_000),
        waitUntilUp(`http://127.0.0.1:${ports.payments}/readyz`, turbo.process, 120_000),
        waitUntilUp(`http://localhost:${ports.web}/@vite/client`, turbo.process, 120_000),
      ]);
    } else {
      const node = (entry: string) => ['--enable-source-maps', entry];
      const api = run('api', process.execPath, node('apps/api/dist/server.js'));
      const payments = run('payments', process.execPath, node('apps/payments/dist/server.js'));
      const gateway = run(
        'gateway',
        process.execPath,
        node('apps/gateway/dist/server.js'),
        network.gateway,
      );
      await Promise.all([
        waitUntilUp(`http://127.0.0.1:${ports.api}/readyz`, api.process),
        waitUntilUp(`http://127.0.0.1:${ports.payments}/readyz`, payments.process),
        waitUntilUp(`http://127.0.0.1:${ports.web}/healthz`, gateway.process),
      ]);
      // Up once: from now on a crash (or a kill) is followed by a restart, with back-off.
      for (const service of [api, payments, gateway]) service.restartOnExit();
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  const url = `http://localhost:${ports.web}`;
  const passwordsFile = staffPasswordsFile(options.dataDir);
  const staffPasswords = existsSync(passwordsFile)
    ? { file: passwordsFile, text: seeded ? readFileSync(passwordsFile, 'utf8') : undefined }
    : undefined;
  return { url, env, stop: stopAll, staffPasswords };
}

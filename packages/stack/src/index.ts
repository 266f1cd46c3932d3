// Starts the whole shop on one machine: one database for every service (the embedded server
// unless MONGODB_URI names one), the demo data on first start, then the services. `pnpm dev`
// runs them in watch mode; `pnpm start` and the browser tests run the production builds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startEmbeddedMongo } from '@ministry/embedded-mongo';
import { developmentSecret } from '@ministry/http';
import { stackNetwork } from './network.js';

export { stackNetwork, type StackNetwork } from './network.js';

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
}

export interface RunningStack {
  /** The shop's origin. */
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

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
    if (child.exitCode !== null)
      throw new Error(`${url}: the service exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });

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
    stopDatabase = () => database.stop();
    log(
      `embedded database at ${env.MONGODB_URI}${options.persist ? ` (data in ${dataFile})` : ''}`,
    );

    if (database.isEmpty()) {
      log('the database is empty: seeding the demo data');
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
  const children: ChildProcess[] = [];
  const run = (command: string, args: string[], extraEnv: Record<string, string> = {}) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...env, ...extraEnv }, stdio });
    children.push(child);
    return child;
  };

  try {
    if (options.mode === 'dev') {
      const services = run('pnpm', ['exec', 'turbo', 'run', 'dev', '--env-mode=loose']);
      await waitUntilUp(`http://127.0.0.1:${ports.api}/readyz`, services, 120_000);
    } else {
      const api = run(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']);
      const payments = run(process.execPath, [
        '--enable-source-maps',
        'apps/payments/dist/server.js',
      ]);
      const gateway = run(
        process.execPath,
        ['--enable-source-maps', 'apps/gateway/dist/server.js'],
        network.gateway,
      );
      await Promise.all([
        waitUntilUp(`http://127.0.0.1:${ports.api}/readyz`, api),
        waitUntilUp(`http://127.0.0.1:${ports.payments}/readyz`, payments),
        waitUntilUp(`http://127.0.0.1:${ports.web}/healthz`, gateway),
      ]);
    }
  } catch (error) {
    await Promise.all(children.map(stopChild));
    await stopDatabase();
    throw error;
  }

  const url = `http://localhost:${ports.web}`;
  return {
    url,
    env,
    async stop() {
      await Promise.all(children.map(stopChild));
      await stopDatabase();
    },
  };
}

// `pnpm dev`: one database for every service, then web, api and payments in watch mode.
// Without MONGODB_URI the embedded MongoDB-compatible server runs here, keeping its data in
// .data/ so what is edited in the admin survives a restart; `pnpm dev --fresh` starts over from
// the seed. Ctrl-C stops the services, then flushes and stops the database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startEmbeddedMongo } from '@ministry/embedded-mongo';

const root = resolve(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const fresh = process.argv.includes('--fresh');

async function main() {
  const env = { ...process.env, DATA_DIR: dataDir };
  let stopDatabase = async () => undefined as void;

  if (!process.env.MONGODB_URI) {
    mkdirSync(dataDir, { recursive: true });
    const dataFile = join(dataDir, 'embedded-mongo.bson');
    if (fresh) {
      rmSync(dataFile, { force: true });
      console.log('dev: --fresh: starting over from the seed');
    }
    const database = await startEmbeddedMongo({
      port: Number(process.env.EMBEDDED_MONGO_PORT ?? 27027),
      dataFile,
    });
    env.MONGODB_URI = `${database.uri}/ministry`;
    stopDatabase = () => database.stop();
    console.log(`dev: embedded database at ${env.MONGODB_URI} (data in ${dataFile})`);

    if (database.isEmpty()) {
      console.log('dev: the database is empty: seeding the demo data');
      const seeded = spawnSync(
        'pnpm',
        ['--filter', '@ministry/api', 'run', '--if-present', 'seed'],
        {
          cwd: root,
          env,
          stdio: 'inherit',
        },
      );
      if (seeded.status !== 0) console.error('dev: seeding failed; the services start anyway');
    }
  }

  const services = spawn('pnpm', ['exec', 'turbo', 'run', 'dev', '--env-mode=loose'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    services.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const code = await new Promise<number>((done) =>
    services.on('exit', (status) => done(status ?? 0)),
  );
  await stopDatabase();
  console.log('dev: stopped');
  process.exit(stopping ? 0 : code);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// `pnpm restore FILE` as an owner runs it on a new install: a backup archive brought back into a
// data folder of its own, on the embedded engine (which only the source scripts load; the built
// ones need MONGODB_URI), with its downloads folder inside that data folder too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@ministry/stack';

/** The environment a shop or script on `dataDir` needs to find its downloads there. */
export const restoredEnv = (dataDir: string) => ({ DOWNLOADS_DIR: join(dataDir, 'downloads') });

/** Restores `archive` into the empty `dataDir`; fails with the script's own message. */
export async function restoreInto(archive: string, dataDir: string): Promise<void> {
  const child = spawn('pnpm', ['restore', archive], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...restoredEnv(dataDir),
      DB_ENGINE: 'embedded',
      MONGODB_URI: '',
      S3_BUCKET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('exit', done);
  });
  if (code !== 0) throw new Error(`pnpm restore exited with ${code}: ${output.trim()}`);
}

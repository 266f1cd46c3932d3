// Which Chromium the browser tests and the scripts that photograph pages drive, found one way:
// the one CHROMIUM_PATH names; else one installed on the machine (Debian's `chromium`, that is
// /usr/bin/chromium, or another usual name on PATH); else the one Playwright downloaded
// (`playwright-core install chromium`, where the network allows it).
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/** The names a Chromium goes by on PATH, Debian's first. */
export const CHROMIUM_NAMES = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
] as const;

export const HOW_TO_GET_CHROMIUM =
  "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH, or run `pnpm --filter @ministry/e2e exec playwright-core install chromium` where the network allows";

export interface ChromiumSearch {
  env: Record<string, string | undefined>;
  isExecutable: (path: string) => boolean;
  /** Where Playwright keeps the Chromium it downloads, whether or not one is there. */
  playwrightChromium: () => string | undefined;
}

export type ChromiumLookup =
  | { path: string; from: 'CHROMIUM_PATH' | 'PATH' | 'Playwright' }
  | { path?: undefined; problem: string };

const isExecutableFile = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** This machine: its environment, its files and this playwright-core's download folder. */
export const thisMachine: ChromiumSearch = {
  env: process.env,
  isExecutable: isExecutableFile,
  playwrightChromium: () => {
    try {
      return chromium.executablePath();
    } catch {
      // A platform Playwright has no build for.
      return undefined;
    }
  },
};

export function findChromium(search: ChromiumSearch = thisMachine): ChromiumLookup {
  const named = search.env.CHROMIUM_PATH;
  if (named) {
    return search.isExecutable(named)
      ? { path: named, from: 'CHROMIUM_PATH' }
      : {
          problem: `Chromium not found: CHROMIUM_PATH is ${named}, which is no executable file; correct or unset it, or ${HOW_TO_GET_CHROMIUM}`,
        };
  }
  const folders = (search.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of CHROMIUM_NAMES) {
    for (const folder of folders) {
      const path = join(folder, name);
      if (search.isExecutable(path)) return { path, from: 'PATH' };
    }
  }
  const downloaded = search.playwrightChromium();
  if (downloaded && search.isExecutable(downloaded))
    return { path: downloaded, from: 'Playwright' };
  return { problem: `Chromium not found: ${HOW_TO_GET_CHROMIUM}` };
}

/** The Chromium to launch; throws, saying what to install, when there is none. */
export function chromiumPath(search: ChromiumSearch = thisMachine): string {
  const found = findChromium(search);
  if (found.path === undefined) throw new Error(found.problem);
  return found.path;
}

/**
 * What stands between this machine and the browser tests, in one line, or nothing: no Chromium,
 * or one that does not start (a downloaded build without the system libraries it needs).
 */
export function chromiumProblem(search: ChromiumSearch = thisMachine): string | undefined {
  const found = findChromium(search);
  if (found.path === undefined) return found.problem;
  const run = spawnSync(found.path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (run.status === 0) return undefined;
  const said =
    run.error?.message ??
    run.stderr.split('\n').find((line) => line.trim()) ??
    `exit code ${run.status}`;
  const fix =
    found.from === 'Playwright'
      ? 'install its libraries with `pnpm --filter @ministry/e2e exec playwright-core install-deps chromium`, or '
      : '';
  return `Chromium at ${found.path} does not start (${said.trim()}): ${fix}${HOW_TO_GET_CHROMIUM}`;
}

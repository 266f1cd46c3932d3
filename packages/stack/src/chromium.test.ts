import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chromiumPath,
  chromiumProblem,
  findChromium,
  HOW_TO_GET_CHROMIUM,
  type ChromiumSearch,
} from './chromium.js';

const PLAYWRIGHT_CHROMIUM = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine where exactly `files` are executable. */
const machine = (
  env: Record<string, string>,
  files: string[] = [],
  playwright: string | undefined = PLAYWRIGHT_CHROMIUM,
): ChromiumSearch => ({
  env,
  isExecutable: (path) => files.includes(path),
  playwrightChromium: () => playwright,
});

const MISSING = `Chromium not found: ${HOW_TO_GET_CHROMIUM}`;

describe('findChromium', () => {
  it('takes the one CHROMIUM_PATH names before any other', () => {
    const found = findChromium(
      machine({ CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' }, [
        '/opt/chrome/chrome',
        '/usr/bin/chromium',
      ]),
    );
    expect(found).toEqual({ path: '/opt/chrome/chrome', from: 'CHROMIUM_PATH' });
  });

  it('says so when CHROMIUM_PATH names nothing that runs, rather than looking elsewhere', () => {
    const found = findChromium(
      machine({ CHROMIUM_PATH: '/opt/none', PATH: '/usr/bin' }, ['/usr/bin/chromium']),
    );
    expect(found).toEqual({
      problem: `Chromium not found: CHROMIUM_PATH is /opt/none, which is no executable file; correct or unset it, or ${HOW_TO_GET_CHROMIUM}`,
    });
  });

  it("finds Debian's chromium on PATH before a browser Playwright downloaded", () => {
    const found = findChromium(
      machine({ PATH: '/usr/local/bin:/usr/bin' }, ['/usr/bin/chromium', PLAYWRIGHT_CHROMIUM]),
    );
    expect(found).toEqual({ path: '/usr/bin/chromium', from: 'PATH' });
  });

  it.each(['chromium-browser', 'google-chrome', 'google-chrome-stable'])(
    'finds a Chromium installed as %s',
    (name) => {
      const found = findChromium(machine({ PATH: '/usr/bin:/opt/bin' }, [`/opt/bin/${name}`]));
      expect(found).toEqual({ path: `/opt/bin/${name}`, from: 'PATH' });
    },
  );

  it('falls back to the Chromium `playwright-core install chromium` downloaded', () => {
    const found = findChromium(machine({ PATH: '/usr/bin' }, [PLAYWRIGHT_CHROMIUM]));
    expect(found).toEqual({ path: PLAYWRIGHT_CHROMIUM, from: 'Playwright' });
  });

  it('says what to install when there is none', () => {
    expect(findChromium(machine({ PATH: '/usr/bin' }))).toEqual({ problem: MISSING });
    expect(findChromium(machine({}, [], undefined))).toEqual({ problem: MISSING });
  });
});

describe('chromiumPath', () => {
  it('gives the path found, or throws the one-line message', () => {
    expect(chromiumPath(machine({ PATH: '/usr/bin' }, ['/usr/bin/chromium']))).toBe(
      '/usr/bin/chromium',
    );
    expect(() => chromiumPath(machine({ PATH: '/usr/bin' }))).toThrow(MISSING);
  });
});

describe('chromiumProblem (the prerequisite `pnpm check` states first)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'chromium-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const program = (name: string, script: string) => {
    const path = join(folder, name);
    writeFileSync(path, `#!/bin/sh\n${script}\n`);
    chmodSync(path, 0o755);
    return path;
  };
  const onlyThis = (path: string, from: 'CHROMIUM_PATH' | 'Playwright') =>
    from === 'CHROMIUM_PATH'
      ? machine({ CHROMIUM_PATH: path }, [path])
      : machine({ PATH: '/nowhere' }, [path], path);

  it('is nothing when the Chromium found starts', () => {
    const chromium = program('chromium', 'echo "Chromium 150.0.0.0"');
    expect(chromiumProblem(onlyThis(chromium, 'CHROMIUM_PATH'))).toBeUndefined();
  });

  it('is one line saying what to install when there is no Chromium', () => {
    const problem = chromiumProblem(machine({ PATH: '/nowhere' }, [], undefined));
    expect(problem).toBe(MISSING);
    expect(problem).not.toContain('\n');
  });

  it("names a downloaded Chromium that cannot start, with what it said and Playwright's fix", () => {
    const chrome = program(
      'chrome',
      'echo "chrome: error while loading shared libraries: libnss3.so: cannot open shared object file" >&2; exit 127',
    );
    expect(chromiumProblem(onlyThis(chrome, 'Playwright'))).toBe(
      `Chromium at ${chrome} does not start (chrome: error while loading shared libraries: libnss3.so: cannot open shared object file): install its libraries with \`pnpm --filter @ministry/e2e exec playwright-core install-deps chromium\`, or ${HOW_TO_GET_CHROMIUM}`,
    );
  });
});

// `pnpm check`: every lint, type check and test of the workspace through turbo, then one closing
// line that counts the tests of every package (read from the JSON report each vitest run writes).
// What the machine lacks for them (beyond Node and `pnpm install`) is said first, in one line:
// the rest still runs, but a check whose browser tests cannot run does not pass.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumProblem } from '@ministry/stack/chromium';

const root = resolve(import.meta.dirname, '..');
const REPORT = join('test-results', 'vitest.json');

const packageDirs = [
  ...['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name)),
  ),
  // The browser tests: a package of their own at the root.
  join(root, 'e2e'),
];

// A report left by an earlier run must not be counted as this run's.
for (const dir of packageDirs) rmSync(join(dir, REPORT), { force: true });

const tasks = process.argv.slice(2);
const browserTestsRun =
  tasks.length === 0 || tasks.some((task) => task === 'test' || task === '@ministry/e2e#test');
const missing = browserTestsRun ? chromiumProblem() : undefined;
if (missing) console.error(`check: cannot run the browser tests. ${missing}.`);

const run = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    ...(tasks.length > 0 ? tasks : ['lint', 'typecheck', 'test']),
    '--continue',
    '--force',
  ],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of packageDirs) {
  const file = join(dir, REPORT);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
  skipped += report.numPendingTests + report.numTodoTests;
}

const status = run.status ?? 1;
if (missing) console.error(`\ncheck: failed, the browser tests could not run. ${missing}.`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status !== 0 ? status : failed > 0 || missing ? 1 : 0);

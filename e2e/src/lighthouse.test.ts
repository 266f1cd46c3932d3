// Lighthouse on the production build, mobile settings, simulated throttling: the scores must
// stay at or above their bars, in every test run. `pnpm --filter @ministry/e2e lighthouse` runs
// only this file and rewrites docs/lighthouse.md with the scores of that run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CATEGORIES,
  measureHostCpu,
  runLighthouse,
  type Category,
  type HostCpu,
  type LighthouseScores,
} from './support/lighthouse';

const BARS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
};
const CLS_BAR = 0.05;
/** Simulated throttling still depends on the machine's load: a page under a bar is measured
 * four times more and judged on its median run ("the median Lighthouse score of 5 runs is twice
 * as stable as 1 run", Lighthouse's docs/variability.md). */
const RUNS_WHEN_UNDER = 5;

const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Product page', path: '/product/gospel-of-john-study?format=digital' },
  { name: 'Search results', path: '/search?q=prayer' },
];

const underBars = (run: LighthouseScores) =>
  CATEGORIES.some((category) => run.scores[category] < BARS[category]) || run.cls >= CLS_BAR;

interface Measured {
  name: string;
  path: string;
  median: LighthouseScores;
  runs: LighthouseScores[];
}
const measured: Measured[] = [];

describe('lighthouse (mobile, simulated throttling)', () => {
  const baseUrl = inject('baseUrl');
  let host: HostCpu;

  beforeAll(async () => {
    host = await measureHostCpu();
    console.log(
      `lighthouse: host BenchmarkIndex ${host.benchmarkIndex} (samples ${host.samples.join(', ')}), CPU slowdown ${host.cpuSlowdownMultiplier.toFixed(2)}×`,
    );
  });

  afterAll(() => {
    if (measured.length === 0) return;
    const report = renderReport(measured, host);
    const targets = [resolve('test-results/lighthouse.md')];
    if (process.env.LIGHTHOUSE_REPORT) targets.push(resolve(process.env.LIGHTHOUSE_REPORT));
    for (const target of targets) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, report);
    }
    writeFileSync(resolve('test-results/lighthouse.json'), JSON.stringify(measured, null, 2));
    console.log(`lighthouse: report written to ${targets.join(' and ')}`);
  });

  for (const page of PAGES) {
    it(`${page.name} (${page.path}) meets every bar`, async () => {
      const measure = () => runLighthouse(`${baseUrl}${page.path}`, host.cpuSlowdownMultiplier);
      const runs = [await measure()];
      if (underBars(runs[0]!)) {
        while (runs.length < RUNS_WHEN_UNDER) runs.push(await measure());
      }
      const median = medianRun(runs);
      measured.push({ ...page, median, runs });
      console.log(
        `lighthouse ${page.path}: ${CATEGORIES.map((c) => `${c} ${median.scores[c]}`).join(', ')}, CLS ${median.cls.toFixed(3)}` +
          (runs.length > 1
            ? ` (median of ${runs.length} runs: performance ${runs.map((r) => r.scores.performance).join(', ')})`
            : '') +
          (median.failing.length
            ? `\n    not passing: ${median.failing.map((a) => `${a.id} (${a.score})`).join(', ')}`
            : ''),
      );

      for (const category of CATEGORIES) {
        expect
          .soft(median.scores[category], `${category} on ${page.path}`)
          .toBeGreaterThanOrEqual(BARS[category]);
      }
      expect.soft(median.cls, `CLS on ${page.path}`).toBeLessThan(CLS_BAR);
    }, 600_000);
  }
});

/** The run with the median performance score (the other scores move little between runs). */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function renderReport(pages: Measured[], host: HostCpu): string {
  const first = pages[0]!.median;
  const mark = (value: number, bar: number, higher = true) =>
    (higher ? value >= bar : value < bar) ? `${value}` : `**${value}** ✗`;
  const rows = pages.map(({ name, path, median: m }) =>
    [
      `${name} \`${path}\``,
      mark(m.scores.performance, BARS.performance),
      mark(m.scores.accessibility, BARS.accessibility),
      mark(m.scores['best-practices'], BARS['best-practices']),
      mark(m.scores.seo, BARS.seo),
      m.cls < CLS_BAR ? m.cls.toFixed(3) : `**${m.cls.toFixed(3)}** ✗`,
      `${Math.round(m.fcpMs)} ms`,
      `${Math.round(m.lcpMs)} ms`,
      `${Math.round(m.tbtMs)} ms`,
      `${Math.round(m.benchmarkIndex)}`,
    ].join(' | '),
  );
  const notPassing = pages.flatMap(({ path, median }) =>
    median.failing.map(
      (audit) =>
        `- \`${path}\` ${audit.category}: ${audit.title} (\`${audit.id}\`, score ${audit.score})`,
    ),
  );
  return [
    '# Lighthouse',
    '',
    `Lighthouse ${first.lighthouseVersion}, ${first.settings} (its defaults but the CPU slowdown), ${first.browser}, on a`,
    `${availableParallelism()}-core machine, against the production build served by the gateway with the`,
    `demo data. Written ${new Date().toISOString().slice(0, 10)} by \`pnpm --filter @ministry/e2e lighthouse\`.`,
    '',
    'Part of every `pnpm check`, which fails when a score is under its bar. Each run waits for the',
    'CPUs to be idle for a few seconds first; a page under a bar is measured five times and judged',
    'on its median run.',
    '',
    `The mobile settings stand for a mid-tier phone by slowing the CPU down, four times by default.`,
    `On a weaker host that measures a slower phone, so the slowdown is calibrated from the host's`,
    `Lighthouse BenchmarkIndex (median of five samples before the first run), with the formula of the`,
    `calculator Lighthouse's \`docs/throttling.md\` points to, and never above the default. This run:`,
    `index ${host.benchmarkIndex} (samples ${host.samples.join(', ')}), slowdown ${host.cpuSlowdownMultiplier.toFixed(2)}×.`,
    '',
    `Bars: performance ≥ ${BARS.performance}, accessibility ${BARS.accessibility}, best practices ≥ ${BARS['best-practices']}, SEO ≥ ${BARS.seo}, CLS < ${CLS_BAR}.`,
    '',
    '| page | performance | accessibility | best practices | SEO | CLS | FCP | LCP | TBT | index in the run |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    '## Audits not passing',
    '',
    ...(notPassing.length ? notPassing : ['None.']),
    '',
    '## Diagnostics (median run)',
    '',
    ...pages.flatMap(({ path, median }) => [
      `\`${path}\`:`,
      '',
      ...median.diagnostics.map((line) => `- ${line.replaceAll('|', '\\|')}`),
      '',
    ]),
  ].join('\n');
}

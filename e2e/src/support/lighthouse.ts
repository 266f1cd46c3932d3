// Lighthouse 12 on a page of the running shop, with its default (mobile) settings and simulated
// throttling, in a Chromium of its own started by chrome-launcher.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { chromiumPath } from '@ministry/stack/chromium';
import { CHROMIUM_ARGS } from './browser';
import { waitForQuietCpu } from './quiet';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseScores {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Audits that did not pass, with their scores, worst first (to say why a score dropped). */
  failing: { id: string; title: string; score: number; category: Category }[];
  lighthouseVersion: string;
  /** The browser as Lighthouse saw it ("Chrome/156…"). */
  browser: string;
  /** "mobile, simulate": the settings the scores were taken with. */
  settings: string;
  /** The CPU slowdown the run simulated, and the host's BenchmarkIndex Lighthouse measured in it. */
  cpuSlowdownMultiplier: number;
  benchmarkIndex: number;
  /** Where the time and the shifts come from, as Lighthouse's diagnostics tell it. */
  diagnostics: string[];
  /** What the page itself wastes, in bytes, requests and elements (see {@link wasteIn}). */
  waste: string[];
}

type Row = Record<string, unknown>;
const rowsOf = (details: unknown): Row[] =>
  typeof details === 'object' &&
  details !== null &&
  'items' in details &&
  Array.isArray(details.items)
    ? (details.items as Row[])
    : [];
const nodeText = (node: unknown): string => {
  const { snippet, nodeLabel } = (node ?? {}) as { snippet?: string; nodeLabel?: string };
  const label = nodeLabel?.split('\n')[0]?.slice(0, 60);
  return [snippet && `\`${snippet.slice(0, 90)}\``, label && `“${label}”`]
    .filter(Boolean)
    .join(' ');
};

/** The few facts that explain a low score: LCP element and phases, shifts, main-thread scripts. */
function diagnose(audits: Record<string, { details?: unknown; numericValue?: number }>): string[] {
  const lines: string[] = [];
  const [lcpNode, lcpPhases] = rowsOf(audits['largest-contentful-paint-element']?.details);
  const lcpElement = rowsOf(lcpNode)[0];
  if (lcpElement) {
    const phases = rowsOf(lcpPhases)
      .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`)
      .join(', ');
    lines.push(`LCP element: ${nodeText(lcpElement.node)}${phases ? ` (${phases})` : ''}`);
  }
  for (const shift of rowsOf(audits['layout-shifts']?.details)) {
    const causes = rowsOf(shift.subItems)
      .map((cause) => String(cause.cause))
      .join(', ');
    lines.push(
      `layout shift ${Number(shift.score).toFixed(3)}: ${nodeText(shift.node)}${causes ? ` (${causes})` : ''}`,
    );
  }
  const scripts = rowsOf(audits['bootup-time']?.details)
    .slice(0, 3)
    .map(
      (row) =>
        `${String(row.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(row.total))} ms`,
    );
  if (scripts.length) lines.push(`main-thread time by script: ${scripts.join(', ')}`);
  const weight = rowsOf(audits['total-byte-weight']?.details)
    .slice(0, 3)
    .map(
      (row) =>
        `${String(row.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(row.totalBytes) / 1024)} KiB`,
    );
  if (weight.length) lines.push(`largest transfers: ${weight.join(', ')}`);
  const issues = rowsOf(audits['inspector-issues']?.details).map((row) => String(row.issueType));
  if (issues.length) lines.push(`DevTools issues: ${issues.join(', ')}`);
  return lines;
}

/**
 * Performance audits that count bytes, requests and elements, not time: a page gives the same
 * answer on any host, unlike the timed score. Each of these lists nothing on a page built right.
 */
const NOTHING_TO_LIST = [
  'render-blocking-resources',
  'uses-text-compression',
  'unminified-css',
  'unminified-javascript',
  'modern-image-formats',
  'uses-optimized-images',
  'offscreen-images',
  'efficient-animated-content',
  'legacy-javascript',
  'duplicated-javascript',
  'unsized-images',
  'font-display',
  'no-document-write',
] as const;
/** Scored by Lighthouse on a count or a fact alone (elements, bytes, a lazy LCP image): held to
 * its own "good" (0.9). */
const COUNTED = ['dom-size', 'total-byte-weight', 'lcp-lazy-loaded'] as const;

/** The findings of {@link NOTHING_TO_LIST} and {@link COUNTED} on one page, empty when it is lean. */
function wasteIn(
  audits: Record<
    string,
    { title: string; score: number | null; details?: unknown; displayValue?: string }
  >,
): string[] {
  const listed = NOTHING_TO_LIST.flatMap((id) => {
    const audit = audits[id];
    const rows = rowsOf(audit?.details);
    return audit && rows.length > 0 ? [`${id}: ${audit.title} (${rows.length} listed)`] : [];
  });
  const counted = COUNTED.flatMap((id) => {
    const audit = audits[id];
    return audit && audit.score !== null && audit.score < 0.9
      ? [`${id}: ${audit.title} (${audit.displayValue ?? audit.score})`]
      : [];
  });
  return [...listed, ...counted];
}

const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });

/** Lighthouse's default: four times slower than a typical desktop host (BenchmarkIndex ≈ 1533). */
const DEFAULT_CPU_SLOWDOWN = 4;

export interface HostCpu {
  /** Lighthouse's BenchmarkIndex of this machine: the median of several samples. */
  benchmarkIndex: number;
  samples: number[];
  cpuSlowdownMultiplier: number;
}

/**
 * Lighthouse's mobile settings stand for a mid-tier phone by slowing the host's CPU down four
 * times, which is right for a typical desktop host. On a weaker host (a shared CI machine can
 * measure a BenchmarkIndex of 1100 where a quiet one measures 1800), four times measures a much
 * slower phone, and Total Blocking Time doubles with no change to the pages. Lighthouse's docs
 * (docs/throttling.md, "Calibrating the CPU slowdown") say to lower the multiplier on a weaker
 * machine; this is the formula of the calculator they point to (3× at 1300, 2× at 800), never
 * above Lighthouse's own default.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const calibrated =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.min(DEFAULT_CPU_SLOWDOWN, calibrated);
}

/** Lighthouse's own benchmark, run five times in a Chromium like the one measured. */
export async function measureHostCpu(): Promise<HostCpu> {
  await waitForQuietCpu();
  const chrome = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const samples: number[] = [];
    for (let i = 0; i < 5; i += 1)
      samples.push(
        await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
      );
    await browser.close();
    const benchmarkIndex = [...samples].sort((a, b) => a - b)[2]!;
    return { benchmarkIndex, samples, cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex) };
  } finally {
    chrome.kill();
  }
}

/**
 * The host's floor: a page of plain text (no script, no stylesheet, no image, no font) served on
 * loopback and measured like the shop's pages. A mid-tier phone renders it without a long task;
 * whatever Total Blocking Time it shows here is the host's own (Chromium starting a page), which
 * no page can go under.
 */
export async function measureBlankPage(cpuSlowdownMultiplier: number): Promise<LighthouseScores> {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A page of plain text, the floor of this host.">' +
    '<title>Plain text</title></head><body><main><h1>Plain text</h1>' +
    '<p>O Heavenly King, the Comforter, the Spirit of Truth, who art everywhere present and fillest all things.</p>'.repeat(
      20,
    ) +
    '</main></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  try {
    return await runLighthouse(`http://localhost:${port}/`, cpuSlowdownMultiplier);
  } finally {
    server.close();
  }
}

/** A run Lighthouse itself gives up on (NO_NAVSTART and the like) is tried again, twice at most. */
export async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, cpuSlowdownMultiplier);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.warn(`lighthouse: ${error.message}; trying again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runOnce(url: string, cpuSlowdownMultiplier: number): Promise<LighthouseScores> {
  await waitForQuietCpu();
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Merged into the mobile defaults: only the CPU slowdown changes.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(
        `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
        .map((audit) => ({
          id: audit!.id,
          title: audit!.title,
          score: audit!.score ?? 0,
          category,
        })),
    ).sort((a, b) => a.score - b.score);
    return {
      url,
      scores,
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      failing,
      lighthouseVersion: lhr.lighthouseVersion,
      browser: /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'unknown',
      settings: `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling`,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      diagnostics: diagnose(lhr.audits),
      waste: wasteIn(lhr.audits),
    };
  } finally {
    chrome.kill();
  }
}

// Lighthouse 12 on a page of the running shop, with its default (mobile) settings and simulated
// throttling, in a Chromium of its own started by chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

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
  /** Where the time and the shifts come from, as Lighthouse's diagnostics tell it. */
  diagnostics: string[];
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

/** A run Lighthouse itself gives up on (NO_NAVSTART and the like) is tried again, twice at most. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.warn(`lighthouse: ${error.message}; trying again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runOnce(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
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
      diagnostics: diagnose(lhr.audits),
    };
  } finally {
    chrome.kill();
  }
}

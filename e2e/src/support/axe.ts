// axe-core over a page as it stands, with a one-line result per page (and one per violation)
// printed for the run's log.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeSummary {
  screen: string;
  passes: number;
  /** Checks axe could not decide by itself (contrast over images and the like). */
  incomplete: number;
  violations: { id: string; impact: string; nodes: number; help: string; targets: string[] }[];
}

const BLOCKING = new Set(['serious', 'critical']);

export async function checkAccessibility(page: Page, screen: string): Promise<AxeSummary> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary: AxeSummary = {
    screen,
    passes: results.passes.length,
    incomplete: results.incomplete.length,
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    })),
  };
  const counts = ['critical', 'serious', 'moderate', 'minor']
    .map((impact) => `${summary.violations.filter((v) => v.impact === impact).length} ${impact}`)
    .join(', ');
  const lines = [
    `axe ${screen}: ${summary.passes} rules pass, ${summary.incomplete} need review; violations: ${counts}`,
  ];
  for (const violation of summary.violations) {
    lines.push(
      `    ${violation.impact} ${violation.id} (${violation.nodes} nodes): ${violation.help} — ${violation.targets.join(' | ')}`,
    );
  }
  console.log(lines.join('\n'));
  return summary;
}

export const blocking = (summary: AxeSummary) =>
  summary.violations.filter((violation) => BLOCKING.has(violation.impact));

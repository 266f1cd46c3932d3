import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * Lighthouse against the bars (performance ≥ 95, accessibility 100, best practices ≥ 95,
 * SEO ≥ 95, CLS < 0.05). Run on its own by `pnpm --filter @ministry/e2e lighthouse` until the
 * performance bar is met; then it joins the test run (see docs/lighthouse.md).
 */
export default mergeConfig(base, defineConfig({ test: { include: ['src/**/*.audit.ts'] } }));

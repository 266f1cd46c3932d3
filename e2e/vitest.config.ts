import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Journeys first, in name order, then accessibility, then Lighthouse, and last the test that kills
 * the gateway (its restart leaves a cold process and empty caches that Lighthouse would measure):
 * the same order every run.
 */
class NameOrder extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (id: string) =>
      id.includes('/journeys/')
        ? 0
        : id.includes('lighthouse')
          ? 2
          : id.endsWith('restart.test.ts')
            ? 3
            : 1;
    return Promise.resolve(
      [...files].sort(
        (a, b) => rank(a.moduleId) - rank(b.moduleId) || a.moduleId.localeCompare(b.moduleId),
      ),
    );
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/support/global-setup.ts'],
    // One shop, one browser, one journey at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    sequence: { sequencer: NameOrder },
  },
});

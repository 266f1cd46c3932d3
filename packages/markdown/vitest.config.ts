import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `--expose-gc` lets the timing tests start each run with a collected heap, so what a run
  // costs does not depend on the garbage the run before it left.
  test: { testTimeout: 20_000, execArgv: ['--expose-gc'] },
});

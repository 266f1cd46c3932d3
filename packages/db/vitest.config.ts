import { defineConfig } from 'vitest/config';

// Change streams reach a watcher late on a busy machine: a poll waits up to 10 s, not 1 s.
export default defineConfig({
  test: { testTimeout: 20_000, hookTimeout: 30_000, expect: { poll: { timeout: 10_000 } } },
});

import { defineConfig } from 'vitest/config';

// These tests start servers and child processes. In CI they share two cores with every other
// package's tests, where vitest's defaults (5 s a test, 1 s a poll) were once too short.
export default defineConfig({
  test: { testTimeout: 20_000, hookTimeout: 30_000, expect: { poll: { timeout: 10_000 } } },
});

import { defineConfig } from 'vitest/config';

// The supervisor's tests start real processes, slow to come up on a busy machine.
export default defineConfig({ test: { testTimeout: 60_000 } });

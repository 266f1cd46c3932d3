import { defineConfig } from 'vitest/config';

// docker-compose 1.29 is a Python program that takes seconds to start on a busy machine.
export default defineConfig({ test: { testTimeout: 60_000 } });

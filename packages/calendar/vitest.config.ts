import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Far from UTC (UTC+14), so any slip into local time shows up as a wrong day.
    env: { TZ: 'Pacific/Kiritimati' },
  },
});

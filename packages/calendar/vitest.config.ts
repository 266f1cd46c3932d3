import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Far from UTC (UTC+14), so any slip into local time shows up as a wrong day.
    env: { TZ: 'Pacific/Kiritimati' },
    // Several tests walk every day of 1900–2099 on both calendars (146,000 days, four times in
    // the fasting test): a few seconds alone, longer on a CI machine busy with other packages.
    // Speed has its own tests (one day under a millisecond warm); this only says when to give up.
    testTimeout: 60_000,
  },
});

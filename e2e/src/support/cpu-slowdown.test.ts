import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse';

describe('the CPU slowdown Lighthouse simulates, from the host BenchmarkIndex', () => {
  it("keeps Lighthouse's 4× on a typical desktop host and on any faster one", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2400)).toBe(4);
  });

  it('slows a weaker host down less, as the calculator of Lighthouse’s docs gives', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1100)).toBeGreaterThan(2);
    expect(cpuSlowdownFor(1100)).toBeLessThan(3);
  });

  it('never goes under 1× (no speed-up) on a very weak host', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});

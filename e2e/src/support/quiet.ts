// Lighthouse's simulated throttling scales the CPU time it observes, so a machine busy with
// other work (a parallel build, other tests) makes a page look slower than it is. Measure only
// once the CPUs have been mostly idle for a few seconds in a row.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The machine's CPU time so far: idle, and in all. On Linux from /proc/stat, whose total counts
 * the time a virtual machine's host gave to others (`steal`), which is not idle for us either: a
 * starved VM measures its pages slower just as a busy one does. Elsewhere from `os.cpus()`.
 */
const snapshot = () => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    // cpu user nice system idle iowait irq softirq steal (guest time is inside user and nice)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
    const idleTime = (idle ?? 0) + (iowait ?? 0);
    const total = [user, nice, system, irq, softirq, steal].reduce<number>(
      (sum, value) => sum + (value ?? 0),
      idleTime,
    );
    return { idle: idleTime, total };
  } catch {
    return cpus().reduce(
      (sum, cpu) => {
        const { user, nice, sys, idle, irq } = cpu.times;
        return { idle: sum.idle + idle, total: sum.total + user + nice + sys + idle + irq };
      },
      { idle: 0, total: 0 },
    );
  }
};

export interface Quiet {
  waitedMs: number;
  /** CPU use in the last second measured, 0–1. */
  busy: number;
  quiet: boolean;
}

export async function waitForQuietCpu({
  busyBelow = 0.3,
  seconds = 3,
  maxWaitMs = 120_000,
} = {}): Promise<Quiet> {
  const started = Date.now();
  let previous = snapshot();
  let quietFor = 0;
  let busy = 1;
  while (Date.now() - started < maxWaitMs) {
    await sleep(1000);
    const current = snapshot();
    const total = current.total - previous.total;
    busy = total > 0 ? 1 - (current.idle - previous.idle) / total : 0;
    previous = current;
    quietFor = busy < busyBelow ? quietFor + 1 : 0;
    if (quietFor >= seconds) return { waitedMs: Date.now() - started, busy, quiet: true };
  }
  return { waitedMs: Date.now() - started, busy, quiet: false };
}

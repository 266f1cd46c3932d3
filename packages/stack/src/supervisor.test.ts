import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superviseService, type RestartDelays, type SupervisedService } from './supervisor.js';

/** A tiny service: a Node process running `script`. */
const node = (script: string) => () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
const RUNS_UNTIL_STOPPED = 'setInterval(() => {}, 1000)';

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
const running = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.pid !== undefined ? resolve() : child.once('spawn', resolve),
  );

let service: SupervisedService | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await service?.stop();
  service = undefined;
});

function supervise(start: () => ChildProcess, delays?: RestartDelays) {
  const said: string[] = [];
  let starts = 0;
  service = superviseService({
    name: 'gateway',
    start: () => {
      starts++;
      return start();
    },
    log: (line) => said.push(line),
    delays,
  });
  return { service, said, starts: () => starts };
}

describe('superviseService (pnpm start)', () => {
  it('starts a service killed with SIGKILL again after half a second, and says so', async () => {
    const { service, said } = supervise(node(RUNS_UNTIL_STOPPED));
    service.restartOnExit();
    const killed = service.process;
    await running(killed);

    const killedAt = Date.now();
    killed.kill('SIGKILL');
    await expect.poll(() => service.process, { timeout: 10_000 }).not.toBe(killed);

    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(450);
    await running(service.process);
    expect(service.process.exitCode).toBeNull();
    expect(said).toEqual([
      'gateway exited (signal SIGKILL); restarting in 0.5 s',
      `gateway restarted (pid ${service.process.pid})`,
    ]);
  });

  it('doubles the pause while the service keeps failing, up to the longest', async () => {
    const { service, said } = supervise(node('process.exit(3)'), {
      initialMs: 20,
      maxMs: 80,
      stableMs: 60_000,
    });
    service.restartOnExit();

    const pauses = () => said.filter((line) => line.startsWith('gateway exited'));
    await expect.poll(() => pauses().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    expect(pauses().slice(0, 5)).toEqual(
      ['0.02', '0.04', '0.08', '0.08', '0.08'].map(
        (pause) => `gateway exited (code 3); restarting in ${pause} s`,
      ),
    );
  });

  it('starts again from the shortest pause once the service had stayed up a while', async () => {
    const { service, said } = supervise(node('setTimeout(() => process.exit(3), 300)'), {
      initialMs: 20,
      maxMs: 1_000,
      stableMs: 200,
    });
    service.restartOnExit();

    const pauses = () => said.filter((line) => line.startsWith('gateway exited'));
    await expect.poll(() => pauses().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect(pauses().slice(0, 3)).toEqual(
      Array.from({ length: 3 }, () => 'gateway exited (code 3); restarting in 0.02 s'),
    );
  });

  it('leaves a service that fails while the stack starts to the caller, and restarts it once up', async () => {
    const { service, said, starts } = supervise(node('process.exit(3)'), {
      initialMs: 20,
      maxMs: 20,
      stableMs: 60_000,
    });
    const failed = service.process;
    await exited(failed);
    expect(failed.exitCode).toBe(3);
    expect(starts()).toBe(1);
    expect(said).toEqual([]);

    // Had it exited just after being seen up, it is restarted as soon as supervision begins.
    service.restartOnExit();
    expect(said).toEqual(['gateway exited (code 3); restarting in 0.02 s']);
    await expect.poll(starts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  });

  it('restarts nothing once stopped, even a restart already waiting for its pause', async () => {
    const { service, said, starts } = supervise(node(RUNS_UNTIL_STOPPED));
    service.restartOnExit();
    const first = service.process;
    await running(first);

    await service.stop();
    expect(first.signalCode).toBe('SIGTERM');
    expect(said).toEqual([]);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const {
      service: crashing,
      said: saidWhileCrashing,
      starts: crashingStarts,
    } = supervise(node('process.exit(3)'));
    crashing.restartOnExit();
    await exited(crashing.process);
    expect(saidWhileCrashing).toEqual(['gateway exited (code 3); restarting in 0.5 s']);
    await crashing.stop();
    vi.runAllTimers();
    expect(crashingStarts()).toBe(1);
    expect(starts()).toBe(1);
  });
});

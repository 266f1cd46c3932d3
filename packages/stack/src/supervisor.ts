// Keeps one service of `pnpm start` running: a process that exits without being asked to is
// started again after a pause that doubles while it keeps failing, as a process manager would.
import type { ChildProcess } from 'node:child_process';

export interface RestartDelays {
  /** The pause before the first restart. */
  initialMs: number;
  /** The longest pause, however often it failed. */
  maxMs: number;
  /** A process that stayed up this long had recovered: its next restart waits `initialMs` again. */
  stableMs: number;
}

/** Docker's rule for `restart: unless-stopped` too: the pauses start over after 10 s up. */
export const DEFAULT_RESTART_DELAYS: RestartDelays = {
  initialMs: 500,
  maxMs: 30_000,
  stableMs: 10_000,
};

export interface SupervisorOptions {
  name: string;
  /** Starts the service's process: once now, then again after each unasked-for exit. */
  start: () => ChildProcess;
  log: (line: string) => void;
  delays?: RestartDelays;
}

export interface SupervisedService {
  /** The service's current process. */
  readonly process: ChildProcess;
  /**
   * From now on an exit starts the process again. Until then (while the stack is starting) an
   * exit is the caller's to report: a service that cannot start at all is not retried for ever.
   */
  restartOnExit(): void;
  /** Stops the process (SIGTERM, then SIGKILL after 12 s); nothing is restarted after this. */
  stop(): Promise<void>;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

const howItEnded = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `code ${code}`;

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export function superviseService(options: SupervisorOptions): SupervisedService {
  const { name, log, delays = DEFAULT_RESTART_DELAYS } = options;
  let current: ChildProcess;
  let startedAt = 0;
  let restarting = false;
  let stopped = false;
  let nextDelay = delays.initialMs;
  let pending: NodeJS.Timeout | undefined;

  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopped || !restarting) return;
    if (Date.now() - startedAt >= delays.stableMs) nextDelay = delays.initialMs;
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, delays.maxMs);
    log(`${name} exited (${howItEnded(code, signal)}); restarting in ${seconds(delay)}`);
    pending = setTimeout(() => {
      pending = undefined;
      if (stopped) return;
      launch();
      log(`${name} restarted (pid ${current.pid ?? 'unknown'})`);
    }, delay);
  };

  const launch = () => {
    current = options.start();
    startedAt = Date.now();
    current.once('exit', onExit);
  };
  launch();

  return {
    get process() {
      return current;
    },
    restartOnExit() {
      restarting = true;
      // It may have exited between being seen up and now.
      if (current.exitCode !== null || current.signalCode !== null) {
        onExit(current.exitCode, current.signalCode);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(pending);
      await stopProcess(current);
    },
  };
}

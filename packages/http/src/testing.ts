import { ConfigError } from './env.js';
import { pino, type Logger } from 'pino';

/** A logger for tests: silent unless LOG_LEVEL asks otherwise. */
export const testLogger = (): Logger => pino({ level: process.env.LOG_LEVEL ?? 'silent' });

/**
 * What a configuration loader says is wrong (ConfigError's list), or nothing when it accepts;
 * `only` keeps the problems of the variables a test is about.
 */
export function configProblems(load: () => unknown, only?: RegExp): string[] {
  try {
    load();
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return only ? error.problems.filter((problem) => only.test(problem)) : error.problems;
  }
}

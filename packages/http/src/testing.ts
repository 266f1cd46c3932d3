import { pino, type Logger } from 'pino';

/** A logger for tests: silent unless LOG_LEVEL asks otherwise. */
export const testLogger = (): Logger => pino({ level: process.env.LOG_LEVEL ?? 'silent' });

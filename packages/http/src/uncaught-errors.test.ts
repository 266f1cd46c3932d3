import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './paths.js';

/** Runs the crashing fixture to its end: its exit code and the JSON lines it logged. */
async function crash(how: 'exception' | 'rejection') {
  const service = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'testing-fixtures', 'crashing-service.ts'), how],
    { cwd: workspaceRoot(import.meta.dirname), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  service.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  service.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => service.once('exit', resolve));
  const lines = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { code, lines, stderr };
}

describe('exitOnUncaughtErrors', () => {
  // Starting a TypeScript child process takes long on a busy machine.
  it.each([
    ['an exception nothing caught', 'exception', 'uncaught exception', 'thrown in a timer'],
    [
      'a promise rejected with nobody awaiting it',
      'rejection',
      'unhandled rejection',
      'nobody awaited this',
    ],
  ] as const)(
    'logs %s at fatal level with its stack, then exits non-zero',
    async (_, how, kind, message) => {
      const { code, lines, stderr } = await crash(how);

      expect(code, stderr).toBe(1);
      const fatal = lines.filter((line) => line.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]).toMatchObject({
        name: 'crashing-service',
        msg: expect.stringContaining(kind) as string,
        err: { message, stack: expect.stringContaining(message) as string },
      });
    },
    60_000,
  );
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './index.js';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

const exampleEnv = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** `docker-compose config`: the file as compose reads it (anchors merged, keys sorted); once. */
let normalised: string | undefined;
const composeConfig = () =>
  (normalised ??= execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...exampleEnv },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }));

/** The indented block under `key:` at `indent` spaces, up to the next key at that indent. */
function block(text: string, key: string, indent: number): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line === `${' '.repeat(indent)}${key}:`);
  if (start === -1) return '';
  const end = lines.findIndex(
    (line, n) => n > start && line.trim() !== '' && !line.startsWith(' '.repeat(indent + 1)),
  );
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

describe('docker-compose.yml', () => {
  it('is valid for docker-compose 1.29 (and so for compose v2) with the example configuration', () => {
    const services = execFileSync(
      'docker-compose',
      ['-f', 'docker-compose.yml', 'config', '--services'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...exampleEnv },
        encoding: 'utf8',
      },
    );
    // docker-compose 1.29 lists the services of every profile; the second api only runs with
    // `--profile replica`.
    expect(services.trim().split('\n').sort()).toEqual([
      'api',
      'api-replica',
      'minio',
      'minio-bucket',
      'mongo',
      'payments',
      'web',
    ]);
    for (const profile of [[], ['--profile', 'replica']]) {
      expect(() =>
        execFileSync('docker-compose', ['-f', 'docker-compose.yml', ...profile, 'config', '-q'], {
          cwd: REPO_ROOT,
          env: { ...process.env, ...exampleEnv },
          stdio: 'pipe',
        }),
      ).not.toThrow();
    }
    expect(read('docker-compose.yml')).toMatch(
      /api-replica:\n(?:.*\n)*?\s+profiles: \['replica'\]/,
    );
  });

  // A crashed service exits (packages/http exitOnUncaughtErrors) and is started again; the
  // services after it wait until it answers.
  it.each([
    // A single-node replica set (backups read at a snapshot), healthy once it is primary.
    ['mongo', 'db.hello().isWritablePrimary'],
    ['minio', 'mc\n      - ready'],
    ['api', 'http://127.0.0.1:4000/readyz'],
    ['api-replica', 'http://127.0.0.1:4000/readyz'],
    ['payments', 'http://127.0.0.1:4242/readyz'],
    ['web', 'http://127.0.0.1:8080/healthz'],
  ])('restarts %s unless it was stopped, and checks its health', (service, probe) => {
    const config = block(block(composeConfig(), 'services', 0), service, 2);

    expect(config).toMatch(/^ {4}restart: unless-stopped$/m);
    const healthcheck = block(config, 'healthcheck', 4);
    expect(healthcheck).toMatch(/^ {6}test:$/m);
    expect(healthcheck).toContain(probe);
    expect(healthcheck).toMatch(/^ {6}interval: \d+s$/m);
  });

  it('starts each service once what it needs is healthy', () => {
    const services = block(composeConfig(), 'services', 0);
    const waitsFor = (service: string) =>
      Object.fromEntries(
        [
          ...block(block(services, service, 2), 'depends_on', 4).matchAll(
            /^ {6}([\w-]+):\n {8}condition: (\w+)$/gm,
          ),
        ].map((match): [string, string] => [match[1] ?? '', match[2] ?? '']),
      );

    expect(waitsFor('minio-bucket')).toEqual({ minio: 'service_healthy' });
    expect(waitsFor('api')).toEqual({
      mongo: 'service_healthy',
      'minio-bucket': 'service_completed_successfully',
    });
    expect(waitsFor('payments')).toEqual({ mongo: 'service_healthy' });
    expect(waitsFor('web')).toEqual({ api: 'service_healthy', payments: 'service_healthy' });
    // The bucket is made once: a one-shot that restarted would never count as completed.
    expect(block(services, 'minio-bucket', 2)).not.toMatch(/restart:/);
  });

  it('takes every variable it reads from .env.example', () => {
    const referenced = [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1],
    );
    const undocumented = [...new Set(referenced)].filter((name) => name && !(name in exampleEnv));
    expect(undocumented).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it.each(['api', 'payments', 'web'])(
    'builds a %s image that runs as a non-root user with a healthcheck',
    (target) => {
      const stage = dockerfile.split(/^FROM /m).find((part) => part.includes(` AS ${target}\n`));
      expect(stage).toBeDefined();
      expect(stage).toMatch(/HEALTHCHECK .*\n.*\/healthz/);
      expect(dockerfile).toMatch(/FROM node:20-bookworm-slim AS runtime[\s\S]*?USER node/);
      expect(stage).toMatch(/^runtime AS /);
    },
  );
});

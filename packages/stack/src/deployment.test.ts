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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCompose, type ComposeService } from './compose-file.js';
import { REPO_ROOT } from './index.js';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

const exampleEnv = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** docker-compose.yml as compose reads it with the example configuration. */
const compose = readCompose(read('docker-compose.yml'), exampleEnv);
const services = compose.config.services;
const service = (name: string): ComposeService => services[name] ?? {};

describe('docker-compose.yml', () => {
  it('follows the Compose Specification (its JSON schema) with the example configuration', () => {
    expect(compose.errors).toEqual([]);
  });

  it('uses nothing docker-compose 1.29 would refuse: no top-level name, start_interval or depends_on.required', () => {
    expect(compose.config).not.toHaveProperty('name');
    for (const [name, { healthcheck, depends_on }] of Object.entries(services)) {
      expect(healthcheck ?? {}, name).not.toHaveProperty('start_interval');
      for (const condition of Object.values(depends_on ?? {})) {
        expect(condition, name).not.toHaveProperty('required');
      }
    }
  });

  it('runs the shop, with the second api only under the replica profile', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'api-replica',
      'minio',
      'minio-bucket',
      'mongo',
      'payments',
      'web',
    ]);
    expect(service('api-replica').profiles).toEqual(['replica']);
    expect(service('api-replica').networks).toEqual({ default: { aliases: ['api'] } });
    // The replica is the api's own definition (a YAML merge), environment and health included.
    expect(service('api-replica').environment).toEqual(service('api').environment);
    expect(service('api-replica').healthcheck).toEqual(service('api').healthcheck);
    expect(
      Object.entries(services).filter(([name, { profiles }]) => name !== 'api-replica' && profiles),
    ).toEqual([]);
  });

  it('names only services and volumes it defines', () => {
    for (const [name, { depends_on, volumes }] of Object.entries(services)) {
      for (const needed of Object.keys(depends_on ?? {})) {
        expect(Object.keys(services), `${name} depends on ${needed}`).toContain(needed);
      }
      const named = (volumes ?? [])
        .map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source))
        .filter((source) => source && !/^[./~]/.test(source));
      for (const volume of named) {
        expect(Object.keys(compose.config.volumes ?? {}), `${name} mounts ${volume}`).toContain(
          volume,
        );
      }
    }
  });

  // A crashed service exits (packages/http exitOnUncaughtErrors) and is started again; the
  // services after it wait until it answers.
  it.each([
    // A single-node replica set (backups read at a snapshot), healthy once it is primary.
    ['mongo', 'db.hello().isWritablePrimary'],
    ['minio', 'mc ready local'],
    ['api', 'http://127.0.0.1:4000/readyz'],
    ['api-replica', 'http://127.0.0.1:4000/readyz'],
    ['payments', 'http://127.0.0.1:4242/readyz'],
    ['web', 'http://127.0.0.1:8080/healthz'],
  ])('restarts %s unless it was stopped, and checks its health', (name, probe) => {
    const { restart, healthcheck } = service(name);

    expect(restart).toBe('unless-stopped');
    expect(healthcheck?.test?.[0]).toBe('CMD');
    expect([healthcheck?.test ?? []].flat().join(' ')).toContain(probe);
    expect(healthcheck?.interval).toMatch(/^\d+s$/);
  });

  it('starts each service once what it needs is healthy', () => {
    const waitsFor = (name: string) =>
      Object.fromEntries(
        Object.entries(service(name).depends_on ?? {}).map(([needed, { condition }]) => [
          needed,
          condition,
        ]),
      );

    expect(waitsFor('minio-bucket')).toEqual({ minio: 'service_healthy' });
    expect(waitsFor('api')).toEqual({
      mongo: 'service_healthy',
      'minio-bucket': 'service_completed_successfully',
    });
    expect(waitsFor('payments')).toEqual({ mongo: 'service_healthy' });
    expect(waitsFor('web')).toEqual({ api: 'service_healthy', payments: 'service_healthy' });
    // The bucket is made once: a one-shot that restarted would never count as completed.
    expect(service('minio-bucket')).not.toHaveProperty('restart');
  });

  it('takes every variable it reads from .env.example', () => {
    expect(compose.variables.filter((name) => !(name in exampleEnv))).toEqual([]);
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

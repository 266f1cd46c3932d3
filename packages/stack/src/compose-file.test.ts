import { describe, expect, it } from 'vitest';
import { interpolate, readCompose } from './compose-file.js';

describe('interpolate (compose variables)', () => {
  const env = { SET: 'value', EMPTY: '' };

  it.each([
    ['${SET}', 'value'],
    ['$SET/path', 'value/path'],
    ['${MISSING}', ''],
    ['${MISSING:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${EMPTY-fallback}', ''],
    ['${MISSING-fallback}', 'fallback'],
    ['${SET:+other}', 'other'],
    ['${MISSING:+other}', ''],
    ['${MISSING:-${SET}}', 'value'],
    ['$$SET costs $$5', '$SET costs $5'],
  ])('reads %s as "%s"', (text, expected) => {
    expect(interpolate(text, env)).toBe(expected);
  });

  it('stops on a required variable that is missing, with its message', () => {
    expect(() => interpolate('${MISSING:?set it in .env}', env)).toThrow('MISSING: set it in .env');
    expect(interpolate('${SET:?set it}', env)).toBe('value');
  });
});

describe('readCompose', () => {
  const file = (service: string) =>
    `services:\n  app:\n    image: node:20\n${service}volumes:\n  data:\n`;

  it('merges anchors and interpolates values, naming every variable read', () => {
    const loaded = readCompose(
      [
        'x-env: &env',
        '  LEVEL: ${LOG_LEVEL:-info}',
        'services:',
        '  app:',
        '    image: node:${NODE_MAJOR}',
        '    environment:',
        '      <<: *env',
        '      PORT: "8080"',
      ].join('\n'),
      { NODE_MAJOR: '20' },
    );

    expect(loaded.errors).toEqual([]);
    expect(loaded.config.services.app).toEqual({
      image: 'node:20',
      environment: { LEVEL: 'info', PORT: '8080' },
    });
    expect(loaded.variables).toEqual(['LOG_LEVEL', 'NODE_MAJOR']);
  });

  it('accepts a file compose would run', () => {
    expect(
      readCompose(
        file(
          '    restart: unless-stopped\n    healthcheck:\n      test: ["CMD", "true"]\n      interval: 10s\n',
        ),
        {},
      ).errors,
    ).toEqual([]);
  });

  it.each([
    [
      'a misspelt key',
      '    restrat: always\n',
      '/services/app must NOT have additional properties',
    ],
    [
      'an unknown depends_on condition',
      '    depends_on:\n      db:\n        condition: service_ready\n',
      '/services/app/depends_on/db/condition must be equal to one of the allowed values',
    ],
    [
      'a healthcheck key compose does not know',
      '    healthcheck:\n      test: ["CMD", "true"]\n      every: 10s\n',
      '/services/app/healthcheck must NOT have additional properties',
    ],
  ])('refuses %s, saying where', (_what, service, error) => {
    expect(readCompose(file(service), {}).errors).toContain(error);
  });
});

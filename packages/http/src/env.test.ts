import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseEnv, portSchema, refineServiceEnv, serviceEnvShape } from './env.js';

const schema = z.object({
  ...serviceEnvShape,
  API_PORT: portSchema(4000),
  SECRET: z.string().min(32),
});

describe('parseEnv', () => {
  it('names every missing or bad variable in one message', () => {
    const attempt = () =>
      parseEnv(schema, { API_PORT: 'eighty', NODE_ENV: 'staging', WEB_ORIGIN: 'nope' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
        'API_PORT',
        'NODE_ENV',
        'SECRET',
        'WEB_ORIGIN',
      ]);
      expect(message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  it('treats an empty variable as unset and applies the defaults', () => {
    const config = parseEnv(schema, { API_PORT: '', SECRET: 's'.repeat(32), TRUST_PROXY: '2' });
    expect(config).toMatchObject({
      API_PORT: 4000,
      NODE_ENV: 'development',
      TRUST_PROXY: 2,
      LOG_LEVEL: 'info',
    });
  });
});

describe('INTERNAL_PROXY_SECRET', () => {
  const withRefinement = z.object(serviceEnvShape).superRefine(refineServiceEnv);

  it('is required in production', () => {
    const attempt = () => parseEnv(withRefinement, { NODE_ENV: 'production' });
    expect(attempt).toThrow(/INTERNAL_PROXY_SECRET: is required in production/);
  });

  it('may be left unset in development, where the services generate one', () => {
    expect(parseEnv(withRefinement, {}).INTERNAL_PROXY_SECRET).toBeUndefined();
  });

  it('is refused when short', () => {
    const attempt = () => parseEnv(withRefinement, { INTERNAL_PROXY_SECRET: 'short' });
    expect(attempt).toThrow(/INTERNAL_PROXY_SECRET: must be at least 32 characters/);
  });
});

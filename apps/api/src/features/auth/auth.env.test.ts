import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';

const productionSecret = 'p'.repeat(48);

/** What the configuration says is wrong with the sign-in variables (other features have theirs). */
const problemsOf = (source: Record<string, string>) =>
  configProblems(() => loadConfig(source), /^(JWT_SECRET|BCRYPT_COST|ADMIN_)/);

describe('sign-in configuration', () => {
  it('needs nothing in development: a cost of 12 and no admin to create', () => {
    const config = loadConfig({});

    expect(config.BCRYPT_COST).toBe(12);
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it('stops a production start without JWT_SECRET, naming it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: is required in production/),
    ]);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: must be at least 32 characters/),
    ]);
  });

  it('lets tests lower the bcrypt cost, but not production', () => {
    expect(loadConfig({ BCRYPT_COST: '4' }).BCRYPT_COST).toBe(4);
    expect(
      problemsOf({ NODE_ENV: 'production', JWT_SECRET: productionSecret, BCRYPT_COST: '10' }),
    ).toEqual(['BCRYPT_COST: must be at least 12 in production']);
    expect(problemsOf({ BCRYPT_COST: '3' })).toEqual(['BCRYPT_COST: must be at least 4']);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together, normalising the email', () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' Admin@Example.org',
      ADMIN_PASSWORD: 'a long password',
    });

    expect(config.ADMIN_EMAIL).toBe('admin@example.org');
    expect(config.ADMIN_USERNAME).toBe('admin');
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.org' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: must be at least 8 characters',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';

const problemsOf = (source: Record<string, string>) =>
  configProblems(() => loadConfig(source), /^SUBSCRIBER_LINK_SECRET/);

describe('email list configuration', () => {
  it('needs no link secret in development (the api generates one)', () => {
    expect(loadConfig({}).SUBSCRIBER_LINK_SECRET).toBeUndefined();
  });

  it('stops a production start without SUBSCRIBER_LINK_SECRET, naming it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SUBSCRIBER_LINK_SECRET: is required in production/),
    ]);
  });

  it('refuses a weak SUBSCRIBER_LINK_SECRET', () => {
    expect(problemsOf({ SUBSCRIBER_LINK_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^SUBSCRIBER_LINK_SECRET: must be at least 32 characters/),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from './env.js';

describe('api database configuration', () => {
  it('refuses production without MONGODB_URI, so no container gets a database of its own', () => {
    expect(configProblems(() => loadConfig({ NODE_ENV: 'production' }), /^MONGODB_URI/)).toEqual([
      expect.stringMatching(/^MONGODB_URI: is required in production/),
    ]);
  });
});

describe('api client addresses', () => {
  it('refuses production without INTERNAL_PROXY_SECRET, the gateway’s word for a visitor', () => {
    expect(
      configProblems(() => loadConfig({ NODE_ENV: 'production' }), /^INTERNAL_PROXY_SECRET/),
    ).toEqual([expect.stringMatching(/^INTERNAL_PROXY_SECRET: is required in production/)]);
  });
});

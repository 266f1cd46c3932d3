import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';
import { SAMPLE_DOWNLOADS_DIR } from './downloads.env.js';

/** What the configuration says is wrong with the download variables (other features have theirs). */
const problemsOf = (source: Record<string, string>) =>
  configProblems(() => loadConfig(source), /^DOWNLOAD/);

describe('download configuration', () => {
  it('needs nothing in development: files come from the committed samples', () => {
    const config = loadConfig({});

    expect(config.DOWNLOADS_DIR).toBe(SAMPLE_DOWNLOADS_DIR);
    expect(config.DOWNLOAD_SECRET).toBeUndefined();
  });

  it('stops a production start without DOWNLOAD_SECRET, naming it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^DOWNLOAD_SECRET: is required in production/),
    ]);
  });

  it('refuses a DOWNLOAD_SECRET shorter than 32 characters', () => {
    expect(problemsOf({ DOWNLOAD_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^DOWNLOAD_SECRET: must be at least 32 characters/),
    ]);
  });

  it('resolves a relative DOWNLOADS_DIR', () => {
    expect(loadConfig({ DOWNLOADS_DIR: 'files' }).DOWNLOADS_DIR).toBe(`${process.cwd()}/files`);
  });
});

import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';

const problemsOf = (source: Record<string, string>) =>
  configProblems(
    () => loadConfig(source),
    /^(NEWSLETTER_SMTP_URL|EMAIL_RATE_PER_SECOND|MINISTRY_POSTAL_ADDRESS|POSTMARK_WEBHOOK_TOKEN)/,
  );

describe('newsletter configuration', () => {
  it('sends 10 a second through SMTP_URL, with a demo address, in development', () => {
    const config = loadConfig({});

    expect(config.EMAIL_RATE_PER_SECOND).toBe(10);
    expect(config.NEWSLETTER_SMTP_URL).toBeUndefined();
    expect(config.MINISTRY_POSTAL_ADDRESS).toMatch(/Example Street/);
  });

  it('stops a production start without the postal address or the webhook token, naming them', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).sort()).toEqual([
      expect.stringMatching(/^MINISTRY_POSTAL_ADDRESS: is required in production/),
      expect.stringMatching(/^POSTMARK_WEBHOOK_TOKEN: is required in production/),
    ]);
  });

  it('refuses a rate that is not a positive number and a short token', () => {
    expect(
      problemsOf({ EMAIL_RATE_PER_SECOND: '0', POSTMARK_WEBHOOK_TOKEN: 'short' }).sort(),
    ).toEqual([
      'EMAIL_RATE_PER_SECOND: must be more than 0',
      'POSTMARK_WEBHOOK_TOKEN: must be at least 24 characters',
    ]);
  });
});

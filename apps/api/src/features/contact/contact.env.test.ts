import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';

const problemsOf = (source: Record<string, string>) =>
  configProblems(() => loadConfig(source), /^(SMTP_URL|CONTACT_TO|MAIL_FROM)/);

describe('mail configuration', () => {
  it('writes to the outbox in development and sends contact messages to the ministry', () => {
    const config = loadConfig({});

    expect(config.SMTP_URL).toBeUndefined();
    expect(config.CONTACT_TO).toBe('support@orthodox-resources.example');
  });

  it('stops a production start without SMTP_URL, naming it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SMTP_URL: is required in production/),
    ]);
  });

  it('refuses an SMTP_URL that is not smtp and a CONTACT_TO that is not an address', () => {
    expect(
      problemsOf({ SMTP_URL: 'http://mail.example', CONTACT_TO: 'the priest' }).sort(),
    ).toEqual([
      'CONTACT_TO: must be an email address',
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
  });
});

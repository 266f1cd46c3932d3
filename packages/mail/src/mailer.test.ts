import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './index.js';

describe('outbox mailer', () => {
  it('writes each message as an .eml file that a person can open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ kind: 'outbox', dir, from: 'Ministry <hello@example.org>' });

    const { outboxFile } = await mailer.send({
      to: 'reader@example.org',
      subject: 'Your order',
      text: 'Thank you for your order.',
    });

    expect(await readdir(dir)).toHaveLength(1);
    const eml = await readFile(outboxFile ?? '', 'utf8');
    expect(eml).toContain('To: reader@example.org');
    expect(eml).toContain('Subject: Your order');
    expect(eml).toContain('Thank you for your order.');
  });

  it('keeps the outbox readable by its owner only: files 0600 in a 0700 folder', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = createMailer({ kind: 'outbox', dir, from: 'Ministry <hello@example.org>' });

    const { outboxFile } = await mailer.send({
      to: 'reader@example.org',
      subject: 'Your download',
      text: 'Here is your link.',
    });

    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(outboxFile ?? '')).mode & 0o777).toBe(0o600);
  });
});

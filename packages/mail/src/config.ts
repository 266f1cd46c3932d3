import { join } from 'node:path';
import { z } from 'zod';
import type { MailTransportConfig } from './index.js';

/** The mail variables every service that sends mail reads. */
export const mailEnvShape = {
  /** Unset: mail is written to DATA_DIR/outbox instead of being sent (development only). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Orthodox Resources <no-reply@orthodox-resources.example>'),
};

/** SMTP when configured; otherwise every message is written to DATA_DIR/outbox as a file. */
export function mailTransportFor(config: {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  DATA_DIR: string;
}): MailTransportConfig {
  return config.SMTP_URL
    ? { kind: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
    : { kind: 'outbox', dir: join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM };
}

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An object keeps a visitor's display name a name: nodemailer quotes it, never parses it. */
  replyTo?: string | { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; outboxFile?: string }>;
}

export type MailTransportConfig =
  /** Real delivery through an SMTP server (`smtp://user:pass@host:587`). */
  | { kind: 'smtp'; url: string; from: string }
  /** Development: each message is written as an .eml file in this folder instead of being sent. */
  | { kind: 'outbox'; dir: string; from: string };

/**
 * One mailer for every service. In development nothing leaves the machine: messages land in
 * the outbox folder, where a person (or a test) can open them.
 */
export function createMailer(
  config: MailTransportConfig,
  log: (line: string) => void = () => undefined,
): Mailer {
  const transporter: Transporter =
    config.kind === 'smtp'
      ? nodemailer.createTransport(config.url)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = (await transporter.sendMail({ from: config.from, ...message })) as {
        messageId: string;
        message?: Buffer;
      };
      if (config.kind === 'smtp') return { messageId: info.messageId };

      // Messages hold customers' addresses and download links: private to the service's user.
      await mkdir(config.dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outboxFile = join(config.dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(outboxFile, info.message ?? '', { mode: 0o600 });
      log(`mail to ${message.to} written to ${outboxFile}`);
      return { messageId: info.messageId, outboxFile };
    },
  };
}
export { mailEnvShape, mailTransportFor } from './config.js';

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An object keeps a visitor's display name a name: nodemailer quotes it, never parses it. */
  replyTo?: string | { name: string; address: string };
  /** Extra header lines (a newsletter's `List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /**
   * The Message-ID (`<id@domain>`); nodemailer makes a random one when unset. A newsletter gives
   * each (send, subscriber) its own fixed one, so a copy sent again after a crash is the same
   * message to the mail programs that drop repeats.
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; outboxFile?: string }>;
  /** Closes the pooled connections of a `pool` transport; nothing to do for the others. */
  close?(): void;
}

export type MailTransportConfig =
  /** Real delivery through an SMTP server (`smtp://user:pass@host:587`). */
  | {
      kind: 'smtp';
      url: string;
      from: string;
      /**
       * Keep up to this many connections open and reuse them (nodemailer's pool), for many
       * messages in a row (a newsletter); unset: one connection per message.
       */
      pool?: { maxConnections: number };
    }
  /** Development: each message is written as an .eml file in this folder instead of being sent. */
  | { kind: 'outbox'; dir: string; from: string };

type SocketCallback = (error: Error | null, socket?: { connection: Socket }) => void;

/**
 * A pool of SMTP connections kept open for many messages in a row. Its sockets send at once
 * (no Nagle): otherwise each message's last small write waited for the server's delayed ACK,
 * ~40 ms a message whatever the link's speed. nodemailer's `getSocket` hook (meant for proxies)
 * hands it the connected socket; TLS (smtps, STARTTLS) is then set up over it as usual.
 */
function pooledTransport(url: string, maxConnections: number): Transporter {
  // The options go in the URL: nodemailer reads a URL's options instead of an object's.
  const pooled = new URL(url);
  pooled.searchParams.set('pool', 'true');
  pooled.searchParams.set('maxConnections', String(maxConnections));
  const transporter = nodemailer.createTransport(pooled.toString());
  const pool = transporter.transporter as unknown as {
    getSocket: (options: { host?: string; port?: number }, callback: SocketCallback) => void;
  };
  pool.getSocket = (options, callback) => {
    const socket = connect({ host: options.host ?? 'localhost', port: options.port ?? 587 });
    socket.setNoDelay(true);
    const failed = (error: Error) => callback(error);
    socket.once('error', failed);
    // nodemailer's own limit starts once it has the socket: give up on a silent host first.
    socket.setTimeout(60_000, () => socket.destroy(new Error('SMTP connection timeout')));
    socket.once('connect', () => {
      socket.off('error', failed);
      socket.setTimeout(0);
      callback(null, { connection: socket });
    });
  };
  return transporter;
}

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
      ? config.pool
        ? pooledTransport(config.url, config.pool.maxConnections)
        : nodemailer.createTransport(config.url)
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
    close() {
      transporter.close();
    },
  };
}
export { mailEnvShape, mailTransportFor } from './config.js';

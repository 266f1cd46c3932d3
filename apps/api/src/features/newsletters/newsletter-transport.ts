// The newsletters' own way out (a provider: nothing else here knows nodemailer's errors). A pool
// of SMTP connections apart from the mailer of orders and contact messages, so a send of
// thousands never queues in front of a receipt; the DATA_DIR outbox in development.
import { createMailer, type MailMessage, type Mailer } from '@ministry/mail';

/** How a message that was not accepted failed, in the terms the queue acts on. */
export type Refusal =
  /** The server refused this recipient for good (5xx to RCPT TO or DATA): a bounce. */
  | { kind: 'recipient-refused'; detail: string }
  /** Worth trying again: a 4xx, a dropped or refused connection, a timeout. */
  | { kind: 'transient'; detail: string }
  /** Refused whoever the recipient (5xx to the login or MAIL FROM): stop and tell the owner. */
  | { kind: 'transport-refused'; detail: string };

export class DeliveryRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.detail);
    this.name = 'DeliveryRefused';
  }
}

interface SmtpError {
  responseCode?: number;
  command?: string;
  response?: string;
  code?: string;
  message?: string;
}

/** Reads nodemailer's error: the SMTP reply code and the command it answered. */
export function refusalOf(error: unknown): Refusal {
  const smtp = (error ?? {}) as SmtpError;
  const detail = (smtp.response ?? smtp.message ?? String(error)).slice(0, 300);
  const code = smtp.responseCode;
  if (code === undefined || code < 500) return { kind: 'transient', detail };
  const command = (smtp.command ?? '').toUpperCase();
  return command.startsWith('RCPT') || command === 'DATA' || command === ''
    ? { kind: 'recipient-refused', detail }
    : { kind: 'transport-refused', detail };
}

export interface NewsletterTransport {
  /** Resolves once the server accepted the message; throws DeliveryRefused otherwise. */
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

export interface NewsletterTransportConfig {
  /** NEWSLETTER_SMTP_URL, else SMTP_URL; none: the outbox folder. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

export function createNewsletterTransport(
  config: NewsletterTransportConfig,
  log: (line: string) => void = () => undefined,
): NewsletterTransport {
  // One connection: messages go one after another, each recorded before the next (see the
  // guarantee in send-runner.ts); the pacing, not parallel connections, sets the rate.
  const mailer: Mailer = config.smtpUrl
    ? createMailer({
        kind: 'smtp',
        url: config.smtpUrl,
        from: config.from,
        pool: { maxConnections: 1 },
      })
    : createMailer({ kind: 'outbox', dir: config.outboxDir, from: config.from }, log);
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        throw new DeliveryRefused(refusalOf(error));
      }
    },
    close() {
      mailer.close?.();
    },
  };
}

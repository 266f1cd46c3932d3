// Test helpers for newsletters: an SMTP sink that counts what each address received, and
// factories for lists and subscribers.
import type { Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { testLogger } from '@ministry/http/testing';
import { MailingListModel, SubscriberModel } from '../subscribers/subscriber.model.js';
import { hashToken, randomToken } from '../subscribers/links.js';
import { createNewsletterTransport } from './newsletter-transport.js';
import type { RunnerDeps } from './send-runner.js';

export interface SinkMessage {
  to: string;
  /** Header name (lower case) → value, unfolded. */
  headers: Map<string, string>;
  body: string;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  /** How many messages each address was sent. */
  countsByAddress(): Map<string, number>;
  close(): Promise<void>;
}

export interface SinkOptions {
  /** A 5xx reply for this recipient (refused for good), or undefined to accept. */
  refuse?: (address: string) => string | undefined;
  /**
   * Runs once a message has arrived and before the sink answers: its acceptance. Throwing
   * answers 451 (try later) and the message is not counted.
   */
  beforeAccept?: (message: SinkMessage, accepted: number) => Promise<void>;
}

function parse(raw: string, to: string): SinkMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { to, headers, body: raw.slice(split + 4) };
}

/** A local SMTP server that keeps every message it accepts. */
export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address.toLowerCase());
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? '';
        const message = parse(Buffer.concat(chunks).toString('utf8'), to);
        const accept = options.beforeAccept?.(message, messages.length) ?? Promise.resolve();
        accept.then(
          () => {
            messages.push(message);
            callback();
          },
          (error: unknown) =>
            callback(Object.assign(new Error(String(error)), { responseCode: 451 })),
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  // Replies go out at once (no Nagle wait on the sink's side of each exchange).
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  // A sender killed mid-conversation (the crash test, the benchmark) resets its connection: a
  // mail server notes it and serves the next one; unhandled, it would end the sink's process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countsByAddress() {
      const counts = new Map<string, number>();
      for (const message of messages) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let made = 0;

/** A list the owner named (the journal's by default). */
export async function createList(
  listId = 'journal',
  kind: 'journal' | 'new-resources' = 'journal',
) {
  await MailingListModel.create({ listId, name: listId, kind, public: true });
  return listId;
}

/** `count` subscribers, confirmed on the journal unless told otherwise; their ids in order. */
export async function createSubscribers(
  count: number,
  fields: {
    status?: string;
    lists?: string[];
    calendar?: 'new' | 'old';
    pausedUntil?: string;
    prefix?: string;
  } = {},
): Promise<{ _id: string; email: string }[]> {
  const { prefix = 'reader', ...rest } = fields;
  const docs = Array.from({ length: count }, () => {
    made += 1;
    return {
      email: `${prefix}${made}@example.org`,
      status: 'confirmed',
      lists: ['journal'],
      manageTokenHash: hashToken(randomToken()),
      ...rest,
    };
  });
  const created = await SubscriberModel.insertMany(docs);
  return created.map((s) => ({ _id: s._id.toString(), email: s.email }));
}

/** What a send's runs need, through the sink at `smtpUrl`, fast (no pacing to speak of). */
export const runnerFor = (smtpUrl: string, overrides: Partial<RunnerDeps> = {}): RunnerDeps => ({
  transport: createNewsletterTransport({
    smtpUrl,
    from: 'Orthodox Resources <news@orthodox-resources.example>',
    outboxDir: '/nonexistent',
  }),
  linkSecret: 'a-test-subscriber-link-secret-long-enough',
  webOrigin: 'https://orthodox-resources.example',
  unsubscribeMailto: 'support@orthodox-resources.example',
  messageIdDomain: 'orthodox-resources.example',
  ratePerSecond: 1000,
  batchSize: 10,
  retryDelaysMs: [10, 20],
  timeZone: () => Promise.resolve('UTC'),
  logger: testLogger(),
  ...overrides,
});

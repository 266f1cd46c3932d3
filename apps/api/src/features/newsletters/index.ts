// Newsletters: sends of a post or a product to the email list, run by a durable queue.
import { join } from 'node:path';
import mongoose, { type mongo } from 'mongoose';

import { randomBytes } from 'node:crypto';
import { readOwnerTimeZone } from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { ApiConfig } from '../../env.js';
import { createNewsletterTransport, type NewsletterTransport } from './newsletter-transport.js';
import { newsletterJobs } from './newsletter-queue.js';
import type { NewslettersDeps } from './newsletters.service.js';
import type { RunnerDeps } from './send-runner.js';

export { emailsReceivedBy } from './emails-received.js';
export { newslettersRoutes } from './newsletters.routes.js';
export { startNewsletterQueue, type NewsletterQueue } from './newsletter-queue.js';
export type { NewslettersDeps } from './newsletters.service.js';
export { startSeriesTicks } from './series.js';

/** The address part of MAIL_FROM (`Name <a@b>` or `a@b`). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

type NewsletterConfig = Pick<
  ApiConfig,
  | 'NEWSLETTER_SMTP_URL'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'DATA_DIR'
  | 'WEB_ORIGIN'
  | 'MINISTRY_POSTAL_ADDRESS'
  | 'EMAIL_RATE_PER_SECOND'
  | 'CONTACT_TO'
  | 'OWNER_TIME_ZONE'
>;

/** The transport of newsletters: NEWSLETTER_SMTP_URL, else SMTP_URL, else the outbox. */
export const newsletterTransportFrom = (config: NewsletterConfig, logger?: Logger) =>
  createNewsletterTransport(
    {
      smtpUrl: config.NEWSLETTER_SMTP_URL ?? config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
    },
    (line) => logger?.debug(line),
  );

/** What the routes and the queue's runs share, from the configuration. */
export function newslettersFromConfig(
  config: NewsletterConfig,
  options: {
    logger: Logger;
    /** SUBSCRIBER_LINK_SECRET; a test app without one gets its own. */
    linkSecret?: string | undefined;
    transport?: NewsletterTransport;
    enqueue?: NewslettersDeps['enqueue'];
    now?: () => Date;
    db?: () => mongo.Db;
  },
): NewslettersDeps & Omit<RunnerDeps, 'heartbeat' | 'signal'> {
  const now = options.now ?? (() => new Date());
  const db =
    options.db ??
    (() => {
      if (!mongoose.connection.db) throw new Error('newsletters: not connected to a database');
      return mongoose.connection.db;
    });
  const from = addressOf(config.MAIL_FROM);
  return {
    enqueue: options.enqueue ?? newsletterJobs(db),
    transport: options.transport ?? newsletterTransportFrom(config, options.logger),
    email: { webOrigin: config.WEB_ORIGIN, postalAddress: config.MINISTRY_POSTAL_ADDRESS },
    webOrigin: config.WEB_ORIGIN.replace(/\/+$/, ''),
    linkSecret: options.linkSecret ?? randomBytes(48).toString('base64url'),
    unsubscribeMailto: config.CONTACT_TO,
    messageIdDomain: from.split('@')[1] ?? 'localhost',
    ratePerSecond: config.EMAIL_RATE_PER_SECOND,
    timeZone: () => readOwnerTimeZone(config.OWNER_TIME_ZONE),
    now,
    logger: options.logger,
  };
}

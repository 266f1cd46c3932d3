import { randomBytes } from 'node:crypto';
import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';

/** What the email list's services need from the app. */
export interface SubscribersDeps {
  /** Sends the confirmation emails (the outbox in development). */
  mailer: Mailer;
  /** SUBSCRIBER_LINK_SECRET: derives each subscriber's preferences key (links.ts). */
  linkSecret: string;
  /** The public origin: confirmation links go to its `/subscribe/confirm/<token>` page. */
  webOrigin: string;
  /** Named in the confirmation email for questions. */
  supportEmail: string;
  logger: Logger;
  now: () => Date;
}

export function subscribersFromConfig(
  config: {
    SUBSCRIBER_LINK_SECRET?: string | undefined;
    WEB_ORIGIN: string;
    CONTACT_TO: string;
  },
  logger: Logger,
  mailer: Mailer,
  now: () => Date = () => new Date(),
): SubscribersDeps {
  return {
    mailer,
    // server.ts always resolves the secret (DATA_DIR/secrets in development); a test app that
    // sets none gets one of its own, so links from another app never work in it.
    linkSecret: config.SUBSCRIBER_LINK_SECRET ?? randomBytes(48).toString('base64url'),
    webOrigin: config.WEB_ORIGIN.replace(/\/+$/, ''),
    supportEmail: config.CONTACT_TO,
    logger,
    now,
  };
}

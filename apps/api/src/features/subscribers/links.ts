// The links in every email to a subscriber. The key to one's preferences is derived from the
// subscriber's id with a secret (so each send can write it without storing it), and only its
// hash is kept to find the subscriber again; a confirmation token is random and single-use.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The SHA-256 of a link token, as stored on the subscriber. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A fresh single-use token (a confirmation link's). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The key in a subscriber's preferences and unsubscribe links, the same in every email. */
export const manageTokenFor = (subscriberId: string, secret: string): string =>
  createHmac('sha256', secret).update(`subscriber-links:${subscriberId}`).digest('base64url');

export interface SubscriberLinks {
  /** The web page where a subscriber changes lists, calendar or pause, or leaves. */
  preferences: string;
  /** RFC 8058 one-click: a POST with `List-Unsubscribe=One-Click` leaves every list. */
  oneClick: string;
}

/** The addresses of a subscriber's links on the public origin. */
export function subscriberLinks(token: string, origin: string): SubscriberLinks {
  const base = origin.replace(/\/$/, '');
  return {
    preferences: `${base}/subscriptions/${token}`,
    oneClick: `${base}/api/subscriptions/${token}/unsubscribe`,
  };
}

/** The headers that let a mail program offer "Unsubscribe" (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(
  links: SubscriberLinks,
  mailto: string,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

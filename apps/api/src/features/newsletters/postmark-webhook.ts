// Postmark's bounce and spam-complaint webhooks: an address that bounced for good or whose
// owner called a newsletter spam gets nothing more. Set in Postmark (Servers → the broadcast
// stream → Webhooks) as https://newsletter:<POSTMARK_WEBHOOK_TOKEN>@<origin>/api/newsletters/webhooks/postmark
// with "Bounce" and "Spam complaint" ticked. Idempotent: a repeat or an unknown address changes
// nothing and is answered 200, so Postmark does not retry it.
import { trusted } from '@ministry/db';
import { timingSafeEqual } from 'node:crypto';
import type { PostmarkWebhook } from '@ministry/contracts';
import { SubscriberModel } from '../subscribers/subscriber.model.js';

/** Bounce types that mean the address will never take mail (Postmark's `Type`). */
const PERMANENT_BOUNCES = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated']);

/** Whether the request carries the token: HTTP basic auth's password, or `?token=`. */
export function carriesToken(
  authorization: string | undefined,
  queryToken: unknown,
  token: string,
): boolean {
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '')?.[1];
  const password = basic
    ? Buffer.from(basic, 'base64').toString('utf8').split(':').slice(1).join(':')
    : typeof queryToken === 'string'
      ? queryToken
      : '';
  const given = Buffer.from(password);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookOutcome = 'bounced' | 'complained' | 'ignored';

export async function recordPostmarkEvent(
  event: PostmarkWebhook,
  at: Date,
): Promise<WebhookOutcome> {
  const email = event.Email?.trim().toLowerCase();
  if (!email) return 'ignored';
  const detail =
    `Postmark: ${event.Type ?? event.RecordType}${event.Description ? `: ${event.Description}` : ''}`.slice(
      0,
      300,
    );
  if (event.RecordType === 'SpamComplaint') {
    const result = await SubscriberModel.updateOne(
      { email, status: trusted({ $ne: 'complained' }) },
      { $set: { status: 'complained' }, $push: { events: { at, kind: 'complained', detail } } },
    );
    return result.modifiedCount > 0 ? 'complained' : 'ignored';
  }
  if (event.RecordType === 'Bounce' && PERMANENT_BOUNCES.has(event.Type ?? '')) {
    const result = await SubscriberModel.updateOne(
      { email, status: trusted({ $in: ['pending', 'confirmed'] }) },
      { $set: { status: 'bounced' }, $push: { events: { at, kind: 'bounced', detail } } },
    );
    return result.modifiedCount > 0 ? 'bounced' : 'ignored';
  }
  return 'ignored';
}

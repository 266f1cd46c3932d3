// Double opt-in: a form asks, one email with a single-use link confirms, and nothing else is
// ever sent to an address that has not confirmed. The form's answer never says whether an
// address is known.
import mongoose from 'mongoose';
import {
  SUBSCRIBE_CONSENT_TEXT,
  type ConfirmSubscriptionResponse,
  type ParsedSubscribeInput,
  type SubscribeResponse,
} from '@ministry/contracts';
import { isDuplicateKey, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { confirmationEmail } from './confirmation-email.js';
import { hashToken, manageTokenFor, randomToken } from './links.js';
import { MailingListModel, SubscriberModel } from './subscriber.model.js';
import { requirePublicLists } from './mailing-lists.service.js';
import { KEPT_CONSENTS, KEPT_EVENTS } from './subscriber-records.js';
import type { SubscribersDeps } from './subscribers.deps.js';

/** The one answer to every subscribe request, whatever the address's state. */
export const SUBSCRIBE_MESSAGE: SubscribeResponse = {
  message:
    'Thank you. Unless this address is subscribed already, an email with a link to confirm is on its way: nothing is sent before you confirm. Already subscribed? The link at the foot of each of our emails changes your lists.',
};

export const CONFIRMED_MESSAGE = 'Thank you: your subscription is confirmed.';

export const CONFIRM_LINK_DAYS = 7;
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 3_600_000;
/** A pending address that asks again gets a new link at most this often. */
export const CONFIRM_RESEND_MS = 10 * 60_000;

interface Consent {
  at: Date;
  place: ParsedSubscribeInput['place'] | 'import';
  text: string;
  ip?: string | undefined;
  attestedBy?: string | undefined;
}

/** A new confirmation link: the token for the email, its hash and end for the database. */
function newConfirmLink(now: Date) {
  const token = randomToken();
  return {
    token,
    stored: {
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_MS),
    },
  };
}

/**
 * Emails the link; when it cannot be sent, forgets it, so the person's next request sends a new
 * one at once rather than after the resend pause.
 */
export async function sendConfirmation(
  deps: SubscribersDeps,
  subscriber: {
    _id: mongoose.Types.ObjectId;
    email: string;
    lists: string[];
  },
  token: string,
): Promise<boolean> {
  const lists = await MailingListModel.find({ listId: trusted({ $in: subscriber.lists }) }).lean();
  const names = subscriber.lists.map((id) => lists.find((list) => list.listId === id)?.name ?? id);
  try {
    await deps.mailer.send(
      confirmationEmail({
        to: subscriber.email,
        lists: names,
        confirmUrl: `${deps.webOrigin}/subscribe/confirm/${token}`,
        supportEmail: deps.supportEmail,
      }),
    );
    return true;
  } catch (error) {
    deps.logger.error(
      { err: error, subscriberId: subscriber._id.toString() },
      'subscription confirmation could not be mailed',
    );
    await SubscriberModel.updateOne(
      { _id: subscriber._id, confirmTokenHash: hashToken(token) },
      { $unset: { confirmTokenHash: 1, confirmExpiresAt: 1 } },
    );
    return false;
  }
}

/**
 * Stores a new address with its consent: pending with a confirmation token, or confirmed at
 * once (an import whose consent the owner attested). Nothing when the address is on the list
 * already (a race with another request for it included).
 */
export async function addSubscriber(
  deps: SubscribersDeps,
  person: {
    email: string;
    name?: string | undefined;
    lists: string[];
    calendar: 'new' | 'old';
  },
  consent: Consent,
  events: { kind: 'subscribed' | 'imported' | 'confirmed'; detail: string }[],
  confirmed = false,
): Promise<{ _id: mongoose.Types.ObjectId; token?: string } | undefined> {
  const _id = new mongoose.Types.ObjectId();
  const link = confirmed ? undefined : newConfirmLink(consent.at);
  try {
    await SubscriberModel.create({
      _id,
      ...person,
      status: confirmed ? 'confirmed' : 'pending',
      ...(confirmed ? { confirmedAt: consent.at } : link?.stored),
      manageTokenHash: hashToken(manageTokenFor(_id.toString(), deps.linkSecret)),
      consents: [consent],
      events: events.map((event) => ({ at: consent.at, ...event })),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return undefined;
    throw error;
  }
  return { _id, ...(link ? { token: link.token } : {}) };
}

/**
 * `POST /api/subscribe`. A new, pending or departed address is (again) pending with this
 * consent and gets a confirmation link (a pending one at most every 10 minutes); a confirmed
 * address is left exactly as it is, so a stranger's request cannot change its lists. A filled
 * honeypot is answered the same and does nothing.
 */
export async function subscribe(
  deps: SubscribersDeps,
  input: ParsedSubscribeInput,
  ip: string | undefined,
): Promise<SubscribeResponse> {
  if (input.website?.trim()) {
    deps.logger.info('subscribe: honeypot field filled in; request dropped');
    return SUBSCRIBE_MESSAGE;
  }
  await requirePublicLists(input.lists);
  const now = deps.now();
  const consent: Consent = { at: now, place: input.place, text: SUBSCRIBE_CONSENT_TEXT, ip };
  const detail = `${input.place}: ${input.lists.join(', ')}`;
  const event = { at: now, kind: 'subscribed' as const, detail };

  const existing = await SubscriberModel.findOne({ email: input.email }).lean();
  if (!existing) {
    const person = {
      email: input.email,
      name: input.name,
      lists: input.lists,
      calendar: input.calendar,
    };
    const added = await addSubscriber(deps, person, consent, [{ kind: 'subscribed', detail }]);
    if (added?.token) await sendConfirmation(deps, { ...added, ...person }, added.token);
    return SUBSCRIBE_MESSAGE;
  }
  if (existing.status === 'confirmed') return SUBSCRIBE_MESSAGE;

  // Pending: the lists asked for add up until the person confirms. Departed: they start afresh.
  const lists =
    existing.status === 'pending' ? [...new Set([...existing.lists, ...input.lists])] : input.lists;
  const lastSent = existing.confirmExpiresAt
    ? existing.confirmExpiresAt.getTime() - CONFIRM_LINK_MS
    : undefined;
  const resend =
    existing.status !== 'pending' ||
    lastSent === undefined ||
    now.getTime() - lastSent >= CONFIRM_RESEND_MS;
  const link = resend ? newConfirmLink(now) : undefined;
  // Claimed against what was read: a confirmation or another request in between wins, and this
  // one sends nothing.
  const updated = await SubscriberModel.findOneAndUpdate(
    {
      _id: existing._id,
      status: existing.status,
      confirmExpiresAt: existing.confirmExpiresAt ?? null,
    },
    {
      $set: {
        status: 'pending',
        lists,
        calendar: input.calendar,
        ...(input.name ? { name: input.name } : {}),
        ...link?.stored,
      },
      $push: {
        consents: { $each: [consent], $slice: -KEPT_CONSENTS },
        events: { $each: [event], $slice: -KEPT_EVENTS },
      },
    },
    { returnDocument: 'after' },
  ).lean();
  if (updated && link) await sendConfirmation(deps, updated, link.token);
  return SUBSCRIBE_MESSAGE;
}

/**
 * `POST /api/subscriptions/confirm`: the emailed link, once, within 7 days. The answer carries
 * the key to the person's preferences.
 */
export async function confirmSubscription(
  deps: SubscribersDeps,
  token: string,
): Promise<ConfirmSubscriptionResponse> {
  const confirmTokenHash = hashToken(token);
  const record = await SubscriberModel.findOne({ confirmTokenHash }).lean();
  if (!record) {
    throw AppError.notFound(
      'This confirmation link is not known or has been used already. If you subscribed, your subscription may be confirmed already.',
    );
  }
  const now = deps.now();
  if (!record.confirmExpiresAt || record.confirmExpiresAt <= now) {
    throw AppError.gone(
      `This confirmation link has expired: links last ${CONFIRM_LINK_DAYS} days. Please subscribe again for a new one.`,
    );
  }
  const confirmed = await SubscriberModel.findOneAndUpdate(
    { _id: record._id, confirmTokenHash },
    {
      $set: { status: 'confirmed', confirmedAt: now },
      $unset: { confirmTokenHash: 1, confirmExpiresAt: 1 },
      $push: { events: { $each: [{ at: now, kind: 'confirmed' }], $slice: -KEPT_EVENTS } },
    },
  ).lean();
  // Another click of the same link got there first.
  if (!confirmed) throw AppError.notFound('This confirmation link has been used already.');
  return {
    message: CONFIRMED_MESSAGE,
    manageToken: manageTokenFor(record._id.toString(), deps.linkSecret),
  };
}

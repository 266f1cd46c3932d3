// A stored subscriber in the shapes the contracts give it: the staff's view and the person's own.
import type { Subscriber, SubscriberData } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import { hashToken } from './links.js';
import { SubscriberModel, type SubscriberRecord } from './subscriber.model.js';

type Stored = SubscriberRecord & { createdAt?: Date; updatedAt?: Date };

const iso = (date: Date | undefined | null) => (date ?? new Date(0)).toISOString();

/** A subscriber as the staff see it: no token hashes. */
export function toSubscriber(record: Stored): Subscriber {
  return {
    _id: record._id.toString(),
    email: record.email,
    ...(record.name ? { name: record.name } : {}),
    status: record.status,
    lists: record.lists,
    calendar: record.calendar,
    ...(record.pausedUntil ? { pausedUntil: record.pausedUntil } : {}),
    consents: record.consents.map((consent) => ({
      at: iso(consent.at),
      place: consent.place,
      text: consent.text,
      ...(consent.ip ? { ip: consent.ip } : {}),
      ...(consent.attestedBy ? { attestedBy: consent.attestedBy } : {}),
    })),
    events: record.events.map((event) => ({
      at: iso(event.at),
      kind: event.kind,
      ...(event.detail ? { detail: event.detail } : {}),
    })),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** Everything kept about a person, for their own copy: all but the hashes of their links. */
export const toSubscriberData = (record: Stored): SubscriberData => ({
  ...toSubscriber(record),
  ...(record.confirmedAt ? { confirmedAt: record.confirmedAt.toISOString() } : {}),
});

/** The subscriber an emailed preferences link belongs to, or a 404. */
export async function findByManageToken(token: string): Promise<Stored> {
  const record = await SubscriberModel.findOne({ manageTokenHash: hashToken(token) }).lean();
  if (!record) {
    throw AppError.notFound('This link is not known: the subscription may have been deleted.');
  }
  return record;
}

/** Keeps the history a public form can add to bounded: the newest consents and events. */
export const KEPT_CONSENTS = 50;
export const KEPT_EVENTS = 200;

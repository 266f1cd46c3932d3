// What a subscriber does from the link in each email: change lists, calendar or pause, leave,
// take a copy of their data, or be deleted. The link's key is the only proof asked.
import type {
  SubscriberData,
  SubscriptionPreferences,
  SubscriptionPreferencesInput,
} from '@ministry/contracts';
import { nextSequence, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { listMailingLists } from './mailing-lists.service.js';
import { MailingListModel, SubscriberModel } from './subscriber.model.js';
import { findByManageToken, KEPT_EVENTS, toSubscriberData } from './subscriber-records.js';

type Stored = Awaited<ReturnType<typeof findByManageToken>>;

export const UNSUBSCRIBED_MESSAGE =
  'You have left every list: nothing more will be sent to this address.';

/** The anonymous count of subscribers deleted at their request (the counters collection). */
export const DELETIONS_COUNTER = 'subscriber-deletions';

async function toPreferences(record: Stored): Promise<SubscriptionPreferences> {
  return {
    email: record.email,
    ...(record.name ? { name: record.name } : {}),
    status: record.status,
    lists: record.lists,
    calendar: record.calendar,
    ...(record.pausedUntil ? { pausedUntil: record.pausedUntil } : {}),
    available: await listMailingLists('public'),
  };
}

export async function readPreferences(token: string): Promise<SubscriptionPreferences> {
  return toPreferences(await findByManageToken(token));
}

/** Lists a person may choose here: those offered publicly, and those they are on already. */
async function requireChoosableLists(record: Stored, lists: string[]): Promise<void> {
  const known = await MailingListModel.find(
    { listId: trusted({ $in: lists }) },
    { listId: 1, public: 1 },
  ).lean();
  const missing = lists.find(
    (id) => !known.some((list) => list.listId === id && (list.public || record.lists.includes(id))),
  );
  if (missing) {
    const message = `there is no list "${missing}" to join`;
    throw AppError.badRequest(`Invalid request: body.lists ${message}`, [
      { path: 'body.lists', message },
    ]);
  }
}

/**
 * Changes what was asked and records each change. No list left means leaving; choosing lists
 * again after leaving rejoins (the link proves the mailbox). A bounce or complaint stays as it is.
 */
export async function updatePreferences(
  token: string,
  input: SubscriptionPreferencesInput,
  now: Date,
): Promise<SubscriptionPreferences> {
  const record = await findByManageToken(token);
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  const events: { at: Date; kind: string; detail?: string }[] = [];

  if (input.lists) {
    const lists = [...new Set(input.lists)];
    await requireChoosableLists(record, lists);
    const changed =
      lists.length !== record.lists.length || lists.some((id) => !record.lists.includes(id));
    if (changed) {
      set.lists = lists;
      events.push({ at: now, kind: 'lists-changed', detail: lists.join(', ') || 'none' });
    }
    if (lists.length === 0 && record.status === 'confirmed') {
      set.status = 'unsubscribed';
      events.push({ at: now, kind: 'unsubscribed', detail: 'chose no list' });
    } else if (lists.length > 0 && record.status === 'unsubscribed') {
      set.status = 'confirmed';
      events.push({ at: now, kind: 'confirmed', detail: 'rejoined from the preferences page' });
    }
  }
  if (input.calendar && input.calendar !== record.calendar) set.calendar = input.calendar;
  if (input.pausedUntil !== undefined && input.pausedUntil !== (record.pausedUntil ?? null)) {
    if (input.pausedUntil) {
      set.pausedUntil = input.pausedUntil;
      events.push({ at: now, kind: 'paused', detail: `until ${input.pausedUntil}` });
    } else {
      unset.pausedUntil = 1;
      events.push({ at: now, kind: 'resumed' });
    }
  }

  const updated = await SubscriberModel.findOneAndUpdate(
    { _id: record._id },
    {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(Object.keys(unset).length ? { $unset: unset } : {}),
      ...(events.length ? { $push: { events: { $each: events, $slice: -KEPT_EVENTS } } } : {}),
    },
    { returnDocument: 'after' },
  ).lean();
  if (!updated)
    throw AppError.notFound('This link is not known: the subscription may have been deleted.');
  return toPreferences(updated);
}

/**
 * Leaves every list at once: from the page, or a mail program's one-click (RFC 8058). Sends
 * follow `status`, so this holds before the next email starts. Leaving twice changes nothing.
 */
export async function unsubscribe(
  token: string,
  how: 'one-click' | 'page',
  now: Date,
): Promise<{ message: string }> {
  const record = await findByManageToken(token);
  await SubscriberModel.updateOne(
    { _id: record._id, status: trusted({ $ne: 'unsubscribed' }) },
    {
      $set: { status: 'unsubscribed' },
      $push: {
        events: {
          $each: [
            {
              at: now,
              kind: 'unsubscribed',
              detail:
                how === 'one-click' ? 'one-click from a mail program' : 'from the preferences page',
            },
          ],
          $slice: -KEPT_EVENTS,
        },
      },
    },
  );
  return { message: UNSUBSCRIBED_MESSAGE };
}

export async function exportSubscriberData(token: string): Promise<SubscriberData> {
  return toSubscriberData(await findByManageToken(token));
}

/** Removes the address and all kept with it; only an anonymous count of deletions remains. */
export async function deleteSubscriber(token: string): Promise<void> {
  const record = await findByManageToken(token);
  const { deletedCount } = await SubscriberModel.deleteOne({ _id: record._id });
  if (deletedCount > 0) await nextSequence(DELETIONS_COUNTER, 1);
}

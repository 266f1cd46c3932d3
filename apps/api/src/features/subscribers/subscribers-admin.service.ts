// The staff's view of the email list: search, counts per list, one person's history, and the
// whole list as CSV.
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberDetail,
  type SubscriberEmail,
  type SubscriberList,
  type SubscriberStatus,
  type SubscriberSummary,
} from '@ministry/contracts';
import { escapeRegExp, trusted } from '@ministry/db';
import { AppError, safeCell } from '@ministry/http';
import { MailingListModel, SubscriberModel } from './subscriber.model.js';
import { toSubscriber } from './subscriber-records.js';

interface Filters {
  q?: string | undefined;
  list?: string | undefined;
  status?: SubscriberStatus | undefined;
}

function filterFor({ q, list, status }: Filters) {
  const matching = q ? trusted({ $regex: escapeRegExp(q), $options: 'i' }) : undefined;
  return {
    ...(matching ? { $or: [{ email: matching }, { name: matching }] } : {}),
    ...(list ? { lists: list } : {}),
    ...(status ? { status } : {}),
  };
}

export async function listSubscribers(query: Filters & { page: number }): Promise<SubscriberList> {
  const filter = filterFor(query);
  const [records, total] = await Promise.all([
    SubscriberModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((query.page - 1) * SUBSCRIBERS_PAGE_SIZE)
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .lean(),
    SubscriberModel.countDocuments(filter),
  ]);
  return {
    items: records.map(toSubscriber),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
  };
}

/** Each list with its people by status; a complaint counts as a bounce (neither gets mail). */
export async function summarizeSubscribers(): Promise<SubscriberSummary> {
  const [lists, counts] = await Promise.all([
    MailingListModel.find().sort({ createdAt: 1, _id: 1 }).lean(),
    SubscriberModel.aggregate<{ _id: { list: string; status: SubscriberStatus }; count: number }>([
      { $unwind: '$lists' },
      { $group: { _id: { list: '$lists', status: '$status' }, count: { $sum: 1 } } },
    ]),
  ]);
  return lists.map((list) => {
    const count = (...statuses: SubscriberStatus[]) =>
      counts
        .filter(({ _id }) => _id.list === list.listId && statuses.includes(_id.status))
        .reduce((sum, { count }) => sum + count, 0);
    return {
      list: list.listId,
      name: list.name,
      confirmed: count('confirmed'),
      pending: count('pending'),
      unsubscribed: count('unsubscribed'),
      bounced: count('bounced', 'complained'),
    };
  });
}

/**
 * The emails one subscriber was sent, newest first. The newsletters keep them (and build on
 * this feature), so the app hands their reader in.
 */
export type EmailsReceived = (subscriberId: string) => Promise<SubscriberEmail[]>;

/** One subscriber as their page shows them: consents, history and the emails they received. */
export async function readSubscriber(
  id: string,
  emailsReceived: EmailsReceived,
): Promise<SubscriberDetail> {
  const record = await SubscriberModel.findById(id).lean();
  if (!record) throw AppError.notFound('No subscriber with this id.');
  return { ...toSubscriber(record), emails: await emailsReceived(id) };
}

export const SUBSCRIBERS_CSV_COLUMNS = [
  'email',
  'name',
  'status',
  'lists',
  'calendar',
  'paused_until',
  'subscribed_at',
  'confirmed_at',
  'consent_place',
  'consent_at',
] as const;

/**
 * Every subscriber matching the filters as CSV rows, streamed from a cursor so that a large
 * list never sits in memory. Lists are separated by `;`, as the import reads them.
 */
export function exportSubscribersCsv(filters: Filters): Readable {
  const cursor = SubscriberModel.find(filterFor(filters)).sort({ _id: 1 }).lean().cursor();
  const csv = stringify({
    header: true,
    columns: [...SUBSCRIBERS_CSV_COLUMNS],
    cast: { string: safeCell, date: (date) => date.toISOString() },
  });
  void (async () => {
    try {
      for await (const record of cursor) {
        const consent = record.consents.at(-1);
        const ok = csv.write([
          record.email,
          record.name ?? '',
          record.status,
          record.lists.join(';'),
          record.calendar,
          record.pausedUntil ?? '',
          (record as { createdAt?: Date }).createdAt ?? '',
          record.confirmedAt ?? '',
          consent?.place ?? '',
          consent?.at ?? '',
        ]);
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

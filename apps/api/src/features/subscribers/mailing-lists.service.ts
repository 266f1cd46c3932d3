// The lists the owner names: the four every shop starts with, then whatever the admins add.
import type {
  CreateMailingListInput,
  MailingList,
  UpdateMailingListInput,
  createMailingListInputSchema,
} from '@ministry/contracts';
import { isDuplicateKey, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import type { z } from 'zod';
import { MailingListModel, type MailingListRecord } from './subscriber.model.js';

/** The owner's first lists: the journal, new resources and the two seasonal series. */
export const STARTING_LISTS: CreateMailingListInput[] = [
  {
    id: 'journal',
    name: 'Journal',
    description: 'Each new post of the journal.',
    kind: 'journal',
  },
  {
    id: 'new-resources',
    name: 'New resources',
    description: 'A short note when a new resource is ready.',
    kind: 'new-resources',
  },
  {
    id: 'great-lent',
    name: 'Great Lent, day by day',
    description: 'One short email each day of Great Lent, from Clean Monday on your calendar.',
    kind: 'series',
    anchor: 'clean-monday',
  },
  {
    id: 'nativity-fast',
    name: 'The Nativity Fast',
    description: 'Readings for the forty days before the Nativity, on your calendar.',
    kind: 'series',
    anchor: 'nativity-fast',
  },
];

const toMailingList = (record: MailingListRecord): MailingList => ({
  id: record.listId,
  name: record.name,
  ...(record.description ? { description: record.description } : {}),
  kind: record.kind,
  ...(record.anchor ? { anchor: record.anchor } : {}),
  public: record.public,
});

/**
 * Adds the starting lists that are missing, leaving every existing one as the owner made it
 * (renamed, hidden); safe to run at every start and from several processes at once.
 */
export async function ensureStartingLists(): Promise<number> {
  const result = await MailingListModel.bulkWrite(
    STARTING_LISTS.map(({ id, ...list }) => ({
      updateOne: {
        filter: { listId: id },
        update: { $setOnInsert: { listId: id, public: true, ...list } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  return result.upsertedCount;
}

/** Every list, or only those offered on the public forms. */
export async function listMailingLists(which: 'public' | 'all'): Promise<MailingList[]> {
  const records = await MailingListModel.find(which === 'public' ? { public: true } : {})
    .sort({ createdAt: 1, _id: 1 })
    .lean();
  return records.map(toMailingList);
}

export async function createMailingList(
  input: z.output<typeof createMailingListInputSchema>,
): Promise<MailingList> {
  const { id, ...fields } = input;
  try {
    const record = await MailingListModel.create({ listId: id, ...fields });
    return toMailingList(record.toObject());
  } catch (error) {
    if (isDuplicateKey(error))
      throw AppError.conflict(`A list with the id "${id}" already exists.`);
    throw error;
  }
}

export async function updateMailingList(
  listId: string,
  changes: UpdateMailingListInput,
): Promise<MailingList> {
  const { description, ...rest } = changes;
  const record = await MailingListModel.findOneAndUpdate(
    { listId },
    {
      $set: { ...rest, ...(description ? { description } : {}) },
      // An empty description clears it.
      ...(description === '' ? { $unset: { description: 1 } } : {}),
    },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!record) throw AppError.notFound(`No list with the id "${listId}".`);
  return toMailingList(record);
}

/**
 * The lists a person may join from a public form, or a 400 naming the first that is unknown or
 * not offered (`field`: where it came from, as validation names it).
 */
export async function requirePublicLists(
  listIds: readonly string[],
  field = 'body.lists',
): Promise<void> {
  const found = new Set(
    (
      await MailingListModel.find(
        { listId: trusted({ $in: [...listIds] }), public: true },
        { listId: 1 },
      ).lean()
    ).map((list) => list.listId),
  );
  const missing = listIds.find((id) => !found.has(id));
  if (missing) {
    const message = `there is no list "${missing}" to join`;
    throw AppError.badRequest(`Invalid request: ${field} ${message}`, [{ path: field, message }]);
  }
}

// A list the owner kept elsewhere, brought in as CSV. People the owner attests agreed are
// confirmed at once; everyone else is pending and gets the confirmation email, like a form's.
import { parse } from 'csv-parse/sync';
import pLimit from 'p-limit';
import {
  emailSchema,
  mailingListIdSchema,
  SUBSCRIBE_CONSENT_TEXT,
  type ImportSubscribersResult,
} from '@ministry/contracts';
import { trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { MailingListModel, SubscriberModel } from './subscriber.model.js';
import { addSubscriber, sendConfirmation } from './subscribe.service.js';
import type { SubscribersDeps } from './subscribers.deps.js';

/** The words stored as an attested import's consent: what the owner vouched for. */
export const IMPORT_ATTESTED_TEXT =
  'Imported by the owner, who attested that this person agreed elsewhere to receive these emails.';

interface Row {
  line: number;
  email: string;
  name?: string | undefined;
  lists: string[];
}

const splitLists = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[\s;|]+/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);

/** The rows that can be imported, and a note for each line that cannot. */
async function readRows(
  csv: string,
  defaultLists: string[],
): Promise<{ rows: Row[]; errors: ImportSubscribersResult['errors'] }> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with the line it ends on (csv-parse's types omit it).
    records = parse(csv, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw AppError.badRequest(
      `Invalid request: body.csv is not readable CSV (${(error as Error).message})`,
      [{ path: 'body.csv', message: 'is not readable CSV' }],
    );
  }
  const known = new Set(
    (await MailingListModel.find({}, { listId: 1 }).lean()).map((list) => list.listId),
  );
  const rows: Row[] = [];
  const errors: ImportSubscribersResult['errors'] = [];
  for (const { record, info } of records) {
    const [emailCell = '', nameCell = '', listsCell] = record;
    // A header row (`email,name,lists`) is allowed on the first line.
    if (info.lines === 1 && emailCell.toLowerCase() === 'email') continue;
    const line = info.lines;
    const email = emailSchema.safeParse(emailCell);
    if (!email.success) {
      errors.push({ line, message: `"${emailCell}" is not an email address` });
      continue;
    }
    const lists = [...new Set(splitLists(listsCell).length ? splitLists(listsCell) : defaultLists)];
    const unknown = lists.find(
      (id) => !mailingListIdSchema.safeParse(id).success || !known.has(id),
    );
    if (lists.length === 0) {
      errors.push({ line, message: 'names no list, and no list was chosen for the import' });
    } else if (unknown) {
      errors.push({ line, message: `there is no list "${unknown}"` });
    } else if (nameCell.length > 100) {
      errors.push({ line, message: 'the name is longer than 100 characters' });
    } else {
      rows.push({ line, email: email.data, name: nameCell || undefined, lists });
    }
  }
  return { rows, errors };
}

const IMPORT_CONCURRENCY = 8;

/** One new address: confirmed when attested, else pending and sent the confirmation email. */
async function importRow(
  deps: SubscribersDeps,
  row: Row,
  attested: boolean,
  staffEmail: string,
): Promise<'skipped' | 'confirmed' | 'pending' | 'confirmation sent'> {
  const now = deps.now();
  const person = { email: row.email, name: row.name, lists: row.lists, calendar: 'new' as const };
  const detail = `${attested ? 'attested' : 'to confirm'} by ${staffEmail}: ${row.lists.join(', ')}`;
  const added = await addSubscriber(
    deps,
    person,
    attested
      ? { at: now, place: 'import', text: IMPORT_ATTESTED_TEXT, attestedBy: staffEmail }
      : { at: now, place: 'import', text: SUBSCRIBE_CONSENT_TEXT },
    [
      { kind: 'imported', detail },
      ...(attested ? [{ kind: 'confirmed' as const, detail: 'attested import' }] : []),
    ],
    attested,
  );
  // Someone subscribed by a form while the import ran.
  if (!added) return 'skipped';
  if (!added.token) return 'confirmed';
  return (await sendConfirmation(deps, { ...added, ...person }, added.token))
    ? 'confirmation sent'
    : 'pending';
}

/**
 * `POST /api/subscribers/import`. Addresses on the list already (in any state) and repeats
 * within the file are skipped, never changed: an import cannot resubscribe someone who left.
 */
export async function importSubscribers(
  deps: SubscribersDeps,
  input: { csv: string; attested: boolean; lists: string[] },
  staffEmail: string,
): Promise<ImportSubscribersResult> {
  const { rows, errors } = await readRows(input.csv, input.lists);
  const existing = new Set(
    (
      await SubscriberModel.find(
        { email: trusted({ $in: rows.map((row) => row.email) }) },
        { email: 1 },
      ).lean()
    ).map((subscriber) => subscriber.email),
  );
  const result: ImportSubscribersResult = { imported: 0, confirmationsSent: 0, skipped: 0, errors };
  const seen = new Set<string>();
  const fresh = rows.filter((row) => {
    const skip = existing.has(row.email) || seen.has(row.email);
    seen.add(row.email);
    if (skip) result.skipped += 1;
    return !skip;
  });
  // A few at once: each is a write (and an email), and a list can run to thousands.
  const limit = pLimit(IMPORT_CONCURRENCY);
  await Promise.all(
    fresh.map((row) =>
      limit(async () => {
        const outcome = await importRow(deps, row, input.attested, staffEmail);
        if (outcome === 'skipped') result.skipped += 1;
        else result.imported += 1;
        if (outcome === 'confirmation sent') result.confirmationsSent += 1;
      }),
    ),
  );
  return result;
}

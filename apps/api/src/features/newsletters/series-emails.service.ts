// The staff's texts of seasonal series: one email per list and day.
import type { SeriesEmail, SeriesEmailInput, UpdateSeriesEmailInput } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import { isDuplicateKey } from '@ministry/db';
import { MailingListModel } from '../subscribers/subscriber.model.js';
import { SeriesEmailModel, type SeriesEmailRecord } from './series-email.model.js';
import { toSeriesEmail } from './series.js';

export async function listSeriesEmails(list: string): Promise<SeriesEmail[]> {
  const emails = await SeriesEmailModel.find({ list }).sort({ day: 1 }).lean<SeriesEmailRecord[]>();
  return emails.map(toSeriesEmail);
}

export async function createSeriesEmail(input: SeriesEmailInput): Promise<SeriesEmail> {
  const list = await MailingListModel.findOne({ listId: input.list }, { kind: 1 }).lean();
  if (list?.kind !== 'series') {
    throw AppError.badRequest(`Invalid request: "${input.list}" is not a seasonal series list`);
  }
  try {
    const created = await SeriesEmailModel.create(input);
    return toSeriesEmail(created.toObject());
  } catch (error) {
    if (isDuplicateKey(error)) {
      throw AppError.conflict(`Day ${input.day} of "${input.list}" already has an email`);
    }
    throw error;
  }
}

export async function updateSeriesEmail(
  id: string,
  input: UpdateSeriesEmailInput,
): Promise<SeriesEmail> {
  const updated = await SeriesEmailModel.findByIdAndUpdate(
    id,
    { $set: input },
    { returnDocument: 'after', runValidators: true },
  ).lean<SeriesEmailRecord>();
  if (!updated) throw AppError.notFound('Series email not found');
  return toSeriesEmail(updated);
}

export async function deleteSeriesEmail(id: string): Promise<void> {
  const deleted = await SeriesEmailModel.findByIdAndDelete(id);
  if (!deleted) throw AppError.notFound('Series email not found');
}

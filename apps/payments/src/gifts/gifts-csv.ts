import { tributeWords, type GiftListItem } from '@ministry/contracts';
import { toCsv } from '../csv.js';

const COLUMNS = [
  'receipt',
  'date',
  'amount',
  'fee covered',
  'frequency',
  'renewal',
  'fund',
  'email',
  'anonymous',
  'note',
  'tribute',
  'card to',
  'prayer names (living)',
  'prayer names (departed)',
  'given for',
];

/** Every gift as one spreadsheet row; donor text cells cannot start a formula. */
export function giftsCsv(gifts: GiftListItem[]): string {
  return toCsv(
    COLUMNS,
    gifts.map((gift) => [
      gift.receiptNumber,
      gift.paidAt,
      gift.amount.toFixed(2),
      gift.feeCovered?.toFixed(2) ?? '',
      gift.frequency,
      gift.renewal ? 'yes' : 'no',
      gift.fund ?? '',
      gift.email ?? '',
      gift.anonymous ? 'yes' : 'no',
      gift.note ?? '',
      gift.tribute ? tributeWords(gift.tribute) : '',
      gift.tribute?.cardTo ?? '',
      gift.prayerNames?.living.join('; ') ?? '',
      gift.prayerNames?.departed.join('; ') ?? '',
      gift.forResource?.name ?? '',
    ]),
  );
}

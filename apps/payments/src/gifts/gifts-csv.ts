import { stringify } from 'csv-stringify/sync';
import type { GiftListItem } from '@ministry/contracts';
import { safeCell } from '../orders/orders-csv.js';

const COLUMNS = [
  'receipt',
  'date',
  'amount',
  'frequency',
  'renewal',
  'fund',
  'email',
  'anonymous',
  'note',
];

/** Every gift as one spreadsheet row; donor text cells cannot start a formula. */
export function giftsCsv(gifts: GiftListItem[]): string {
  return stringify(
    gifts.map((gift) => [
      gift.receiptNumber,
      gift.paidAt,
      gift.amount.toFixed(2),
      gift.frequency,
      gift.renewal ? 'yes' : 'no',
      safeCell(gift.fund ?? ''),
      safeCell(gift.email ?? ''),
      gift.anonymous ? 'yes' : 'no',
      safeCell(gift.note ?? ''),
    ]),
    { header: true, columns: COLUMNS },
  );
}

import type { Donor } from '@ministry/contracts';
import { toCsv } from '../csv.js';

const COLUMNS = [
  'email',
  'name',
  'anonymous',
  'this_year',
  'all_time',
  'gifts',
  'monthly',
  'monthly_amount',
  'last_gift',
  'receipts_sent',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Every donor as one spreadsheet row; donor text cells cannot start a formula. */
export function donorsCsv(donors: Donor[]): string {
  return toCsv(
    COLUMNS,
    donors.map((donor) => [
      donor.email,
      donor.name ?? '',
      donor.anonymous ? 'yes' : 'no',
      dollars(donor.yearCents),
      dollars(donor.totalCents),
      donor.giftCount,
      donor.monthly.status,
      donor.monthly.amountCents === null ? '' : dollars(donor.monthly.amountCents),
      donor.lastGiftAt,
      donor.receiptsSent,
    ]),
  );
}

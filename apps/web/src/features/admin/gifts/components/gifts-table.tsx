import type { GiftListItem } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { formatAmount } from '@/lib/format';
import { useAdminTime } from '../../lib/owner-time-zone';

const kindOf = (gift: GiftListItem) =>
  gift.frequency === 'monthly'
    ? gift.renewal
      ? 'Monthly (renewal)'
      : 'Monthly (first)'
    : 'One-off';

/** "Pray for: Maria, Nicholas · Departed: Fr. John". */
const prayerNamesLine = ({ living, departed }: { living: string[]; departed: string[] }) =>
  [
    living.length ? `Pray for: ${living.join(', ')}` : '',
    departed.length ? `Departed: ${departed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** Gifts, one row each; `donor` false on a donor's own page, where every row is theirs. */
export function GiftsTable({ gifts, donor = true }: { gifts: GiftListItem[]; donor?: boolean }) {
  const { day } = useAdminTime();
  const columns = [
    'Receipt',
    'Date',
    'Amount',
    'Kind',
    'Fund',
    ...(donor ? ['Donor'] : []),
    'Note',
  ];
  return (
    <DataTable caption="Gifts" columns={columns}>
      {gifts.map((gift) => (
        <DataRow key={gift.receiptNumber}>
          <DataCell label="Receipt" className="font-medium text-ink-900">
            {gift.receiptNumber}
          </DataCell>
          <DataCell label="Date">{day(gift.paidAt)}</DataCell>
          <DataCell label="Amount">
            {formatAmount(gift.amount)}
            {gift.feeCovered ? (
              <span className="block text-sm text-ink-500">
                includes {formatAmount(gift.feeCovered)} to cover card fees
              </span>
            ) : null}
          </DataCell>
          <DataCell label="Kind">
            {kindOf(gift)}
            {!donor && gift.anonymous ? ' · anonymous' : ''}
          </DataCell>
          <DataCell label="Fund">{gift.fund ?? 'Where most needed'}</DataCell>
          {donor ? (
            <DataCell label="Donor">
              {gift.name ? `${gift.name}, ` : ''}
              {gift.email ?? 'Unknown'}
              {gift.anonymous ? ' (anonymous)' : ''}
            </DataCell>
          ) : null}
          <DataCell label="Note">
            {gift.note ?? ''}
            {gift.forResource ? (
              <span className="block">For “{gift.forResource.name}” (free download)</span>
            ) : null}
            {gift.tribute ? (
              <span className="block">
                In {gift.tribute.kind} of {gift.tribute.name}
                {gift.tribute.cardTo ? ` · card to ${gift.tribute.cardTo}` : ''}
              </span>
            ) : null}
            {gift.prayerNames ? (
              <span className="block text-sm text-ink-500">
                {prayerNamesLine(gift.prayerNames)}
              </span>
            ) : null}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

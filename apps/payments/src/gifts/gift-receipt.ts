import { sponsoredCopiesWords } from '@ministry/contracts';
import type { MailMessage } from '@ministry/mail';
import { formatDollars, toDollars } from '../shared/money.js';
import { esc, heading, MINISTRY_NAME, paragraph, PALETTE, renderHtml } from '../emails/layout.js';
import type { GiftRecord } from './gift.model.js';
import { cardRecipient } from './tribute-card.js';

export type ReceiptGift = Pick<
  GiftRecord,
  | 'receiptNumber'
  | 'amountCents'
  | 'frequency'
  | 'renewal'
  | 'fundName'
  | 'paidAt'
  | 'feeCover'
  | 'tribute'
  | 'prayerNames'
  | 'forResource'
  | 'sponsoredCopies'
>;

/** The receipt's lines about a tribute and names for prayer, as the donor gave them. */
export function dedicationRows(gift: Pick<ReceiptGift, 'tribute' | 'prayerNames' | 'renewal'>) {
  const rows: [string, string][] = [];
  if (gift.tribute) {
    rows.push([`In ${gift.tribute.kind} of`, gift.tribute.name]);
    // The card went with the first payment only.
    if (gift.tribute.card && !gift.renewal) {
      rows.push(['Card sent to', cardRecipient(gift.tribute.card)]);
    }
  }
  if (gift.prayerNames?.living.length) {
    rows.push(['Names for prayer, the living', gift.prayerNames.living.join(', ')]);
  }
  if (gift.prayerNames?.departed.length) {
    rows.push(['Names for prayer, the departed', gift.prayerNames.departed.join(', ')]);
  }
  return rows;
}

/**
 * The free resource the gift thanked for. Said as a free download, so the receipt still reads
 * as a gift: the resource was not bought with it (`NO_GOODS_STATEMENT`).
 */
const givenForRow = (resource: { name: string }): [string, string] => [
  'Given for',
  `“${resource.name}” (free download)`,
];

/** "includes $1.06 to cover card fees" for a gift whose donor covered the fee; null otherwise. */
export const feeCoverNote = (gift: Pick<ReceiptGift, 'feeCover'>): string | null =>
  gift.feeCover
    ? `includes ${formatDollars(toDollars(gift.feeCover.feeCents))} to cover card fees`
    : null;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const NO_GOODS_STATEMENT = 'No goods or services were provided in exchange for this gift.';

/** What the gift was, in words: "Monthly gift (renewal)", "One-off gift". */
export const giftKind = (gift: Pick<ReceiptGift, 'frequency' | 'renewal'>): string =>
  gift.frequency === 'monthly'
    ? gift.renewal
      ? 'Monthly gift (renewal)'
      : 'Monthly gift (first payment)'
    : 'One-off gift';

/** The receipt a donor gets for every payment, the first and every monthly renewal. */
export function giftReceiptEmail(input: {
  gift: ReceiptGift;
  to: string;
  supportEmail: string;
}): MailMessage {
  const { gift, supportEmail } = input;
  const amount = formatDollars(toDollars(gift.amountCents));
  const cover = feeCoverNote(gift);
  const rows: [string, string][] = [
    ['Receipt number', gift.receiptNumber],
    ['Date', longDate.format(gift.paidAt)],
    ['Amount', cover ? `${amount} (${cover})` : amount],
    ['Gift', giftKind(gift)],
    ['Fund', gift.fundName ?? (gift.sponsoredCopies ? 'Sponsored copies' : 'Where most needed')],
    ...(gift.forResource ? [givenForRow(gift.forResource)] : []),
    ...(gift.sponsoredCopies
      ? [['Sponsored', sponsoredCopiesWords(gift.sponsoredCopies)] as [string, string]]
      : []),
    ...dedicationRows(gift),
    ['Received by', MINISTRY_NAME],
  ];
  const thanks = `Thank you for your gift of ${amount} to ${MINISTRY_NAME}.`;
  const monthlyNote =
    gift.frequency === 'monthly'
      ? ['Your monthly gift continues each month until you change or cancel it.']
      : [];
  const text = [
    thanks,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    NO_GOODS_STATEMENT,
    ...monthlyNote,
    '',
    `Questions about your gift? Write to ${supportEmail} and mention receipt ${gift.receiptNumber}.`,
    '',
    'May God bless you.',
  ].join('\n');
  const table = `<mj-table color="${PALETTE.ink}" font-size="15px" line-height="1.4">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:6px 0;border-bottom:1px solid ${PALETTE.rule};color:${PALETTE.inkSoft}">${esc(label)}</td><td style="padding:6px 0;border-bottom:1px solid ${PALETTE.rule};text-align:right">${esc(value)}</td></tr>`,
  )
  .join('\n')}
</mj-table>`;
  const html = renderHtml({
    title: `Receipt ${gift.receiptNumber}`,
    preview: thanks,
    supportEmail,
    topic: 'your gift',
    body: [
      paragraph(esc(thanks)),
      heading(`Receipt ${gift.receiptNumber}`),
      table,
      paragraph(esc(NO_GOODS_STATEMENT)),
      ...monthlyNote.map((line) => paragraph(esc(line))),
    ],
  });
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Your gift receipt ${gift.receiptNumber} from ${MINISTRY_NAME}`,
    text,
    html,
  };
}

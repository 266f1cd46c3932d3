import type { Logger } from '@ministry/http';
import type { Mailer, MailMessage } from '@ministry/mail';
import { copiesSentWords, sponsoredCopiesWords } from '@ministry/contracts';
import mongoose from 'mongoose';
import { formatDollars, toDollars } from '../shared/money.js';
import { esc, heading, MINISTRY_NAME, paragraph, PALETTE, renderHtml } from '../emails/layout.js';
import { feeCoverNote, giftKind, NO_GOODS_STATEMENT } from './gift-receipt.js';
import { GiftModel, type GiftRecord } from './gift.model.js';
import { allottedGifts } from './sponsored-copies.js';

type StatementGift = Pick<
  GiftRecord,
  'receiptNumber' | 'amountCents' | 'frequency' | 'renewal' | 'fundName' | 'paidAt' | 'feeCover'
> & {
  /** The copies the gift sponsored, and how many of them have been sent so far, where. */
  copies?: { copies: number; poolName: string; sent: number; sentTo: string[] } | undefined;
};

/**
 * What a statement says of one gift: its kind and fund (or the copies it sponsored and how many
 * have been sent), and any fee its donor covered.
 */
const describe = (gift: StatementGift) =>
  [
    `${giftKind(gift)}, ${gift.copies ? sponsoredCopiesWords(gift.copies) : (gift.fundName ?? 'where most needed')}`,
    gift.copies ? copiesSentWords(gift.copies).replace(/^./, (first) => first.toLowerCase()) : null,
    feeCoverNote(gift),
  ]
    .filter(Boolean)
    .join('; ');

export interface DonorStatement {
  email: string;
  gifts: StatementGift[];
  /** Cents. */
  totalCents: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every donor's gifts of one calendar year (UTC), oldest first, with their sum. */
export async function statementsFor(year: number): Promise<DonorStatement[]> {
  const gifts = await GiftModel.find({
    paidAt: mongoose.trusted({
      $gte: new Date(Date.UTC(year, 0, 1)),
      $lt: new Date(Date.UTC(year + 1, 0, 1)),
    }),
  })
    .sort({ paidAt: 1, _id: 1 })
    .lean();
  // Copies sent up to now, allotted over each pool's gifts (of every year, oldest first).
  const pools = new Set(gifts.flatMap((gift) => gift.sponsoredCopies?.poolId ?? []));
  const copiesSent = new Map<string, NonNullable<StatementGift['copies']>>();
  for (const poolId of pools) {
    for (const { view } of await allottedGifts(poolId)) copiesSent.set(view.receiptNumber, view);
  }
  const byDonor = new Map<string, DonorStatement>();
  for (const gift of gifts) {
    if (!gift.email) continue;
    const statement = byDonor.get(gift.email) ?? { email: gift.email, gifts: [], totalCents: 0 };
    statement.gifts.push({
      ...gift,
      copies: gift.sponsoredCopies ? copiesSent.get(gift.receiptNumber) : undefined,
    });
    statement.totalCents += gift.amountCents;
    byDonor.set(gift.email, statement);
  }
  return [...byDonor.values()];
}

/** One donor's year: every gift with its receipt number, and the total. */
export function statementEmail(
  statement: DonorStatement,
  year: number,
  supportEmail: string,
): MailMessage {
  const total = formatDollars(toDollars(statement.totalCents));
  const intro = `Thank you for your gifts to ${MINISTRY_NAME} in ${year}: ${total} in all.`;
  const line = (gift: StatementGift) =>
    `${isoDay(gift.paidAt)}  ${gift.receiptNumber}  ${formatDollars(toDollars(gift.amountCents))}  ${describe(gift)}`;
  const rows = statement.gifts
    .map(
      (gift) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid ${PALETTE.rule}">${esc(isoDay(gift.paidAt))} · ${esc(gift.receiptNumber)}<br/><span style="color:${PALETTE.inkSoft}">${esc(describe(gift))}</span></td><td style="padding:6px 0;border-bottom:1px solid ${PALETTE.rule};text-align:right">${esc(formatDollars(toDollars(gift.amountCents)))}</td></tr>`,
    )
    .join('\n');
  return {
    to: statement.email,
    replyTo: supportEmail,
    subject: `Your ${year} giving statement from ${MINISTRY_NAME}`,
    text: [
      intro,
      '',
      ...statement.gifts.map(line),
      '',
      `Total for ${year}: ${total}`,
      '',
      NO_GOODS_STATEMENT.replace('this gift', 'these gifts'),
      '',
      `Questions? Write to ${supportEmail}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `Your ${year} giving statement`,
      preview: intro,
      supportEmail,
      topic: 'your gifts',
      body: [
        paragraph(esc(intro)),
        heading(`Gifts in ${year}`),
        `<mj-table color="${PALETTE.ink}" font-size="15px" line-height="1.4">
${rows}
<tr><td style="padding:8px 0"><strong>Total for ${esc(year)}</strong></td><td style="padding:8px 0;text-align:right"><strong>${esc(total)}</strong></td></tr>
</mj-table>`,
        paragraph(esc(NO_GOODS_STATEMENT.replace('this gift', 'these gifts'))),
      ],
    }),
  };
}

/**
 * January's job: one statement per donor for the past year. Answers how many were sent; a
 * donor whose email failed is logged and the others still get theirs.
 */
export async function sendGivingStatements(deps: {
  year: number;
  mailer: Mailer;
  supportEmail: string;
  logger: Logger;
}): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const statement of await statementsFor(deps.year)) {
    try {
      await deps.mailer.send(statementEmail(statement, deps.year, deps.supportEmail));
      sent += 1;
    } catch (error) {
      failed += 1;
      deps.logger.error({ err: error, email: statement.email }, 'giving statement not sent');
    }
  }
  return { sent, failed };
}

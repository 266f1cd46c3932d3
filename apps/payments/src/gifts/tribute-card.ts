import { tributeWords } from '@ministry/contracts';
import type { MailMessage } from '@ministry/mail';
import { formatDollars, toDollars } from '../shared/money.js';
import { esc, MINISTRY_NAME, paragraph, PALETTE, renderHtml } from '../emails/layout.js';
import type { GiftRecord } from './gift.model.js';

export type TributeGift = Pick<GiftRecord, 'amountCents' | 'feeCover' | 'name' | 'anonymous'> & {
  tribute: NonNullable<GiftRecord['tribute']>;
};

/** Whom a tribute's card goes to: "Anna Petrova (anna@example.org)". */
export const cardRecipient = (card: { recipientName: string; recipientEmail: string }): string =>
  `${card.recipientName} (${card.recipientEmail})`;

/** The card a donor asked to have sent about their tribute gift; null when they asked none. */
export function tributeCardEmail(input: {
  gift: TributeGift;
  supportEmail: string;
}): MailMessage | null {
  const { gift, supportEmail } = input;
  const card = gift.tribute.card;
  if (!card) return null;
  // Who gave: the name they gave the form, unless they asked never to be named.
  const giver = gift.anonymous || !gift.name ? 'Someone who wishes to remain unnamed' : gift.name;
  // The gift the fund receives, without any card fee the donor covered.
  const amount = formatDollars(toDollars(gift.feeCover?.giftCents ?? gift.amountCents));
  const what = `${giver} has made a gift${card.showAmount ? ` of ${amount}` : ''} to ${MINISTRY_NAME} ${tributeWords(gift.tribute)}.`;
  const blessing =
    gift.tribute.kind === 'memory' ? 'May their memory be eternal.' : 'God grant them many years!';
  const subject = `A gift ${tributeWords(gift.tribute)}`;
  const text = [
    `Dear ${card.recipientName},`,
    '',
    what,
    ...(card.message ? ['', `“${card.message}”`] : []),
    '',
    blessing,
    '',
    `${MINISTRY_NAME} sends this card at the giver's request. Questions? Write to ${supportEmail}.`,
  ].join('\n');
  const html = renderHtml({
    title: subject,
    preview: what,
    supportEmail,
    topic: 'this card',
    body: [
      paragraph(esc(`Dear ${card.recipientName},`)),
      paragraph(esc(what)),
      ...(card.message
        ? [
            `<mj-text font-style="italic" font-size="18px" color="${PALETTE.burgundy}" padding-left="40px">“${esc(card.message)}”</mj-text>`,
          ]
        : []),
      paragraph(esc(blessing)),
      paragraph(
        `<span style="color:${PALETTE.inkSoft};font-size:14px">${esc(MINISTRY_NAME)} sends this card at the giver's request.</span>`,
      ),
    ],
  });
  return { to: card.recipientEmail, replyTo: supportEmail, subject, text, html };
}

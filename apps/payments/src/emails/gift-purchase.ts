import { formatGiftDay } from '@ministry/contracts';
import type { MailMessage } from '@ministry/mail';
import { downloadHtml, downloadText, type EmailOrder } from './order-confirmation.js';
import { button, divider, esc, heading, MINISTRY_NAME, paragraph, renderHtml } from './layout.js';
import type { DownloadLink } from '../shared/grant-links.js';

export interface GiftEmailInput {
  order: EmailOrder;
  gift: {
    recipientName: string;
    recipientEmail: string;
    fromName: string;
    message: string;
    deliverOn: string;
  };
  downloads: DownloadLink[];
  /** "My downloads" (absolute URL): the recipient signs in there with their own address. */
  libraryUrl: string;
  supportEmail: string;
}

const digitalNames = (order: EmailOrder): string[] =>
  order.lines.filter((line) => line.format === 'digital').map((line) => line.name);

/** The message, as the buyer wrote it, one paragraph per line. */
const messageText = (message: string): string[] => (message ? ['', `${message}`] : []);

/** The recipient's gift: the message, their download links and their own "My downloads". */
export function giftRecipientEmail(input: GiftEmailInput): MailMessage {
  const { gift, downloads, libraryUrl, supportEmail } = input;
  const intro = `${gift.recipientName}, ${gift.fromName} has sent you a gift: ${digitalNames(input.order).join(', ')}.`;
  const library = `Your downloads stay in "My downloads": ${libraryUrl} (sign in with ${gift.recipientEmail}).`;
  return {
    to: gift.recipientEmail,
    replyTo: supportEmail,
    subject: `${gift.fromName} has sent you a gift from ${MINISTRY_NAME}`,
    text: [
      intro,
      ...messageText(gift.message),
      ...(gift.message ? [`— ${gift.fromName}`] : []),
      ...downloadText(downloads),
      '',
      library,
      '',
      `Questions? Write to ${supportEmail}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `A gift from ${gift.fromName}`,
      preview: intro,
      supportEmail,
      body: [
        paragraph(esc(intro)),
        ...(gift.message
          ? [
              paragraph(
                `<em>${gift.message.split(/\r?\n/).map(esc).join('<br/>')}</em><br/>— ${esc(gift.fromName)}`,
              ),
            ]
          : []),
        ...downloadHtml(downloads),
        divider(),
        heading('My downloads'),
        paragraph(
          esc(`Sign in with ${gift.recipientEmail} to get fresh links whenever you need them.`),
        ),
        button('Open my downloads', libraryUrl),
      ],
    }),
  };
}

/**
 * The buyer's copy of what the recipient received: the same words, without the links (they
 * count the recipient's downloads).
 */
export function giftCopyEmail(input: GiftEmailInput & { to: string }): MailMessage {
  const { gift, supportEmail } = input;
  const intro = `Your gift has been sent: ${gift.recipientName} (${gift.recipientEmail}) received their downloads on ${formatGiftDay(gift.deliverOn)}. Here is a copy of what they read.`;
  const copy = `${gift.recipientName}, ${gift.fromName} has sent you a gift: ${digitalNames(input.order).join(', ')}.`;
  const label = input.order.number ?? input.order._id.toString();
  return {
    to: input.to,
    replyTo: supportEmail,
    subject: `Your gift to ${gift.recipientName} has been sent`,
    text: [
      intro,
      '',
      `> ${copy}`,
      ...messageText(gift.message).map((line) => (line ? `> ${line}` : line)),
      '',
      `Questions? Write to ${supportEmail} and mention order ${label}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `Your gift to ${gift.recipientName}`,
      preview: intro,
      supportEmail,
      body: [
        paragraph(esc(intro)),
        divider(),
        paragraph(esc(copy)),
        ...(gift.message
          ? [paragraph(`<em>${gift.message.split(/\r?\n/).map(esc).join('<br/>')}</em>`)]
          : []),
      ],
    }),
  };
}

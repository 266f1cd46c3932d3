import type { MailMessage } from '@ministry/mail';
import { button, esc, MINISTRY_NAME, paragraph, renderHtml } from './layout.js';

export interface NewEditionEmailInput {
  to: string;
  /** The product's name now. */
  title: string;
  /** The buyer's orders that hold it (`OR-1042`). */
  orderNumbers: string[];
  /** `/downloads` on the shop's site. */
  libraryUrl: string;
  supportEmail: string;
}

/** A digital item the buyer owns has a new file: it is waiting in "My downloads". */
export function newEditionEmail(input: NewEditionEmailInput): MailMessage {
  const orders = input.orderNumbers.join(', ');
  const intro = `A new edition of "${input.title}" is ready for you. You bought it with order ${orders}, so it is already in "My downloads", at no cost.`;
  const how =
    'Open "My downloads", type this email address, and follow the sign-in link we send you: the Download button gives you the new file.';
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: `New edition in your downloads: ${input.title}`,
    text: [
      intro,
      '',
      how,
      '',
      `My downloads: ${input.libraryUrl}`,
      '',
      `Questions? Write to ${input.supportEmail} and mention order ${orders}.`,
      '',
      'May God bless you.',
    ].join('\n'),
    html: renderHtml({
      title: `A new edition of ${input.title}`,
      preview: intro,
      supportEmail: input.supportEmail,
      topic: `your downloads at ${MINISTRY_NAME}`,
      body: [
        paragraph(esc(intro)),
        paragraph(esc(how)),
        button('Open My downloads', input.libraryUrl),
      ],
    }),
  };
}

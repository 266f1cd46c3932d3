// The one email a pending address ever receives: the link that confirms the subscription.
import { button, esc, heading, paragraph, renderHtml } from '@ministry/mail/layout';
import type { MailMessage } from '@ministry/mail';

export interface ConfirmationEmail {
  to: string;
  /** The names of the lists the person asked for. */
  lists: string[];
  /** The web page that confirms: `${WEB_ORIGIN}/subscribe/confirm/<token>`. */
  confirmUrl: string;
  /** Named in the footer for questions. */
  supportEmail: string;
}

const SUBJECT = 'Please confirm your subscription';

export function confirmationEmail(email: ConfirmationEmail): MailMessage {
  // No name from the form: whoever fills it in could make this email carry their words to
  // any address. Only the owner's list names and the link appear.
  const greeting = 'Hello,';
  const lists = email.lists.join(', ');
  const asked = `Someone, we hope you, asked to receive these emails at this address: ${lists}.`;
  const confirm = 'To confirm, open this link within 7 days:';
  const ignore =
    'If it was not you, ignore this email: nothing more will be sent to you, and the address will not be used.';
  const footer = `Questions? Write to <a href="mailto:${esc(email.supportEmail)}">${esc(email.supportEmail)}</a>. We never record whether an email is opened or a link followed.`;
  return {
    to: email.to,
    subject: SUBJECT,
    text: [greeting, '', asked, '', confirm, email.confirmUrl, '', ignore].join('\n'),
    html: renderHtml({
      title: SUBJECT,
      preview: `Confirm that you want: ${lists}.`,
      body: [
        heading('Confirm your subscription'),
        paragraph(esc(greeting)),
        paragraph(esc(asked)),
        button('Yes, subscribe me', email.confirmUrl),
        paragraph(
          `The link works for 7 days. If the button does not open, copy this address into your browser: ${esc(email.confirmUrl)}`,
        ),
        paragraph(esc(ignore)),
      ],
      footer,
    }),
  };
}

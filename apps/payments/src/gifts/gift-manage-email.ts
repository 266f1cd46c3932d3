import type { MailMessage } from '@ministry/mail';
import { button, esc, MINISTRY_NAME, paragraph, renderHtml } from '../emails/layout.js';

/** The "Manage my monthly gift" sign-in link. */
export function manageSignInEmail(input: {
  to: string;
  url: string;
  minutes: number;
  supportEmail: string;
}): MailMessage {
  const intro = `Here is your link to manage your monthly gift to ${MINISTRY_NAME}. It works once, for ${input.minutes} minutes.`;
  const ignore = 'If you did not ask for it, you can ignore this email: nothing changes.';
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: `Manage your monthly gift to ${MINISTRY_NAME}`,
    text: [intro, '', input.url, '', ignore, '', 'May God bless you.'].join('\n'),
    html: renderHtml({
      title: 'Your monthly gift',
      preview: intro,
      supportEmail: input.supportEmail,
      body: [
        paragraph(esc(intro)),
        button('Manage my monthly gift', input.url),
        paragraph(esc(ignore)),
      ],
    }),
  };
}

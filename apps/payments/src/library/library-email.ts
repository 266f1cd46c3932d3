import type { MailMessage } from '@ministry/mail';
import { button, esc, MINISTRY_NAME, paragraph, renderHtml } from '../emails/layout.js';

/** The "My downloads" sign-in link. */
export function signInEmail(input: {
  to: string;
  url: string;
  minutes: number;
  supportEmail: string;
}): MailMessage {
  const intro = `Here is your link to "My downloads" at ${MINISTRY_NAME}. It works once, for ${input.minutes} minutes.`;
  const ignore = 'If you did not ask for it, you can ignore this email: nothing changes.';
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: `Your downloads at ${MINISTRY_NAME}`,
    text: [intro, '', input.url, '', ignore, '', 'May God bless you.'].join('\n'),
    html: renderHtml({
      title: 'Your downloads',
      preview: intro,
      supportEmail: input.supportEmail,
      body: [paragraph(esc(intro)), button('Open my downloads', input.url), paragraph(esc(ignore))],
    }),
  };
}

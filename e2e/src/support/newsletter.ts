// The email list from a reader's side: the links its emails carry, read from the outbox.
import type { Email } from 'postal-mime';
import { findMailInOutbox, sentTo } from './files';

/**
 * The path of the first link in the email's text that starts with `prefix`, after `label` when
 * given (the text part writes "Unsubscribe: <link>"). Throws when there is none.
 */
export function linkIn(mail: Email, prefix: string, label = ''): string {
  const found = new RegExp(`${label}\\s*https?://\\S+?(${prefix}[^\\s"<>)\\]]*)`).exec(
    mail.text ?? '',
  );
  if (!found?.[1]) throw new Error(`no link to ${prefix} in “${mail.subject}”`);
  return found[1];
}

/** The value of a header of the email, as sent. */
export const headerOf = (mail: Email, name: string): string | undefined =>
  mail.headers.find((header) => header.key === name.toLowerCase())?.value;

/** The confirmation email sent to `email`, once it is in the outbox. */
export const confirmationFor = (dataDir: string, email: string): Promise<Email> =>
  findMailInOutbox(dataDir, (mail) => sentTo(mail, email) && /confirm/i.test(mail.subject ?? ''));

/** Asks the api for a subscription, as the form's action does. */
export async function askToSubscribe(baseUrl: string, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, lists: ['journal'], place: 'home' }),
  });
  if (response.status !== 202) throw new Error(`subscribe: ${response.status}`);
}

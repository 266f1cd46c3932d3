import type { z } from 'zod';
import type { contactMessageInputSchema, ContactMessageResponse } from '@ministry/contracts';
import { ContactMessageModel, readShopSettings } from '@ministry/db';
import type { Logger } from '@ministry/http';
import { createMailer, mailTransportFor, type Mailer } from '@ministry/mail';

export type ContactMessage = z.output<typeof contactMessageInputSchema>;

/** What the contact page shows after sending; the spec promises an answer within 24 hours. */
export const CONTACT_THANKS: ContactMessageResponse = {
  message:
    'Thank you for reaching out. We have received your message and will reply within 24 hours.',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ContactDeps {
  mailer: Mailer;
  /** The ministry's inbox. */
  to: string;
  /** The owner, alerted to every message unless the inbox is theirs already. */
  ownerEmail?: string | undefined;
  /** Where the admin's inbox is (links in the owner's alert). */
  webOrigin?: string | undefined;
  logger: Logger;
}

/**
 * A short note to the owner that a message is waiting in the admin's inbox; none when the
 * owner chose one daily digest (payments lists the day's unread messages in it).
 */
async function alertOwner(
  { mailer, to, ownerEmail, webOrigin, logger }: ContactDeps,
  input: ContactMessage,
): Promise<void> {
  if (!ownerEmail || ownerEmail.toLowerCase() === to.toLowerCase()) return;
  const inbox = `${(webOrigin ?? '').replace(/\/+$/, '')}/admin/messages`;
  try {
    if ((await readShopSettings()).ownerAlerts === 'daily') return;
    await mailer.send({
      to: ownerEmail,
      subject: `[Orthodox Resources] New message from ${oneLine(input.name)}`,
      text: [
        `${input.name} <${input.email}> wrote through the contact page:`,
        ...(input.subject ? [`Subject: ${input.subject}`] : []),
        '',
        input.message,
        '',
        `Read and answer it in the admin: ${inbox}`,
      ].join('\n'),
    });
  } catch (error) {
    logger.error({ err: error }, 'owner alert for a contact message could not be sent');
  }
}

/**
 * Keeps a visitor's message and mails it to the ministry, with the visitor as reply-to.
 * A filled honeypot (a field people never see) marks a bot: it is thanked like anyone else,
 * so it learns nothing, and its message goes nowhere.
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
): Promise<ContactMessageResponse> {
  const { mailer, to, logger } = deps;
  if (input.website?.trim()) {
    logger.info('contact: honeypot field filled in; message dropped');
    return CONTACT_THANKS;
  }
  const { name, email, subject, message } = input;
  const stored = await ContactMessageModel.create({ name, email, subject, message });
  try {
    await mailer.send({
      to,
      // The name is a display name only: `Evil <a@evil.example>, Bob` must not add a recipient.
      replyTo: { name: oneLine(name), address: email },
      subject: `Contact form: ${oneLine(subject ?? `Message from ${name}`)}`,
      text: [
        `From: ${name} <${email}>`,
        ...(subject ? [`Subject: ${subject}`] : []),
        '',
        message,
      ].join('\n'),
    });
    await ContactMessageModel.updateOne({ _id: stored._id }, { mailedAt: new Date() });
  } catch (error) {
    // The message is stored, so the visitor is not asked to write it again.
    logger.error(
      { err: error, contactMessageId: stored._id.toString() },
      'contact message stored but could not be mailed',
    );
  }
  await alertOwner(deps, input);
  return CONTACT_THANKS;
}

/** The contact form's mail for the app's configuration; `mailer` replaces the configured one. */
export function contactFromConfig(
  config: {
    SMTP_URL?: string | undefined;
    MAIL_FROM: string;
    DATA_DIR: string;
    CONTACT_TO: string;
    OWNER_EMAIL?: string | undefined;
    WEB_ORIGIN?: string | undefined;
  },
  logger: Logger,
  mailer: Mailer = createMailer(mailTransportFor(config), (line) => logger.info(line)),
): ContactDeps {
  return {
    mailer,
    to: config.CONTACT_TO,
    ownerEmail: config.OWNER_EMAIL,
    webOrigin: config.WEB_ORIGIN,
    logger,
  };
}

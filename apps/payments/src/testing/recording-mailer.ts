import { testLogger } from '@ministry/http/testing';
import type { Mailer, MailMessage } from '@ministry/mail';
import type { ReceiptDeliveryDeps } from '../gifts/receipt-delivery.js';

/** A mailer that keeps what it sends in `sent`, and fails while `down` is true (as it starts). */
export function recordingMailer(): Mailer & { down: boolean; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { down: boolean; sent: MailMessage[] } = {
    down: true,
    sent,
    send(message) {
      if (mailer.down) return Promise.reject(new Error('SMTP is down'));
      sent.push(message);
      return Promise.resolve({ messageId: `<${sent.length}@test>` });
    },
  };
  return mailer;
}

/** What the receipts' retry needs, sending through `mailer`. */
export const receiptDeps = (mailer: Mailer): ReceiptDeliveryDeps => ({
  mailer,
  supportEmail: 'help@example.org',
  logger: testLogger(),
  now: () => new Date(),
});

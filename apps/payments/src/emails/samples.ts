import mongoose from 'mongoose';
import { OrderModel } from '@ministry/db';
import type { MailMessage } from '@ministry/mail';
import { confirmationEmail, linksEmail, type EmailOrder } from '../checkout/order-email.js';
import { newEditionEmail } from './new-edition.js';
import { refundEmail, shippingEmail } from './order-updates.js';

/** Every email template, filled with a sample order: for the preview and its test. */
export function sampleEmails(
  supportEmail = 'orders@orthodox-resources.example',
): Record<string, MailMessage> {
  // A document built in memory (never saved), so that its lines have the model's shape.
  const order: EmailOrder = new OrderModel({
    status: 'paid',
    provider: 'demo',
    number: 'OR-1042',
    total: 28.5,
    lines: [
      {
        product: new mongoose.Types.ObjectId(),
        name: 'Akathist to the Theotokos',
        format: 'digital',
        unitPrice: 4.5,
        quantity: 1,
      },
      {
        product: new mongoose.Types.ObjectId(),
        name: 'Prayer Rope (100 knots)',
        format: 'physical',
        unitPrice: 12,
        quantity: 2,
      },
    ],
    shipping: {
      name: 'Anna Reader',
      address: {
        line1: '1 Monastery Rd',
        city: 'Jordanville',
        state: 'NY',
        postalCode: '13361',
        country: 'US',
      },
    },
  }).toObject();
  const to = 'reader@example.org';
  const libraryUrl = 'https://orthodox-resources.example/downloads';
  const downloads = [
    {
      name: 'Akathist to the Theotokos',
      url: 'https://orthodox-resources.example/api/downloads/sample-token',
      expiresAt: new Date('2026-12-01T00:00:00Z'),
      downloadsLeft: 10,
    },
  ];
  return {
    confirmation: confirmationEmail({ order, to, downloads, supportEmail, libraryUrl }),
    shipping: shippingEmail({
      order,
      to,
      supportEmail,
      carrierName: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    }),
    refund: refundEmail({ order, to, supportEmail, lines: order.lines.slice(0, 1), amount: 4.5 }),
    'links-reissued': linksEmail({ order, to, downloads, supportEmail, libraryUrl }),
    'new-edition': newEditionEmail({
      to,
      title: 'Akathist to the Theotokos',
      orderNumbers: ['OR-1042'],
      libraryUrl,
      supportEmail,
    }),
  };
}

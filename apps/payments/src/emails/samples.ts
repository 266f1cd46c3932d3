import mongoose from 'mongoose';
import { OrderModel } from '@ministry/db';
import type { MailMessage } from '@ministry/mail';
import {
  addressLine,
  confirmationEmail,
  linksEmail,
  type EmailOrder,
} from './order-confirmation.js';
import { newEditionEmail } from './new-edition.js';
import { ownerDigestEmail } from './owner-digest.js';
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
        region: 'NY',
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
    'shipping-untracked': shippingEmail({ order, to, supportEmail, trackingUrl: null }),
    refund: refundEmail({ order, to, supportEmail, lines: order.lines.slice(0, 1), amount: 4.5 }),
    'refund-shipping': refundEmail({ order, to, supportEmail, lines: [], shipping: 5, amount: 5 }),
    'links-reissued': linksEmail({ order, to, downloads, supportEmail, libraryUrl }),
    'new-edition': newEditionEmail({
      to,
      title: 'Akathist to the Theotokos',
      orderNumbers: ['OR-1042'],
      libraryUrl,
      supportEmail,
    }),
    'owner-digest': ownerDigestEmail({
      to: 'owner@orthodox-resources.example',
      day: 'Monday, 23 November 2026',
      orders: [
        {
          number: 'OR-1042',
          customerEmail: to,
          lines: order.lines.map((line) => ({
            ...line,
            note: line.format === 'physical' ? 'TO SHIP' : undefined,
          })),
          extras: [{ label: 'Shipping', value: '$0.00' }],
          total: 28.5,
          shipTo: addressLine(order),
          url: 'https://orthodox-resources.example/admin/orders/OR-1042',
        },
      ],
      attention: [
        {
          number: 'OR-1041',
          problems: [
            'Out of stock: 1 x "Prayer Rope (100 knots)". To resolve: ship it (or refund the line).',
          ],
          url: 'https://orthodox-resources.example/admin/orders/OR-1041',
        },
      ],
      messages: [
        {
          name: 'Maria',
          email: 'maria@example.org',
          subject: 'Icons for our parish',
          message: 'Do you print larger icons for a church?\nWe would need about twenty.',
        },
      ],
      messagesUrl: 'https://orthodox-resources.example/admin/messages',
    }),
  };
}

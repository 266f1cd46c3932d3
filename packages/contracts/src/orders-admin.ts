import { z } from 'zod';
import { isoDateSchema, pageNumberQuery } from './common.js';
import { postalAddressSchema } from './shipping.js';
import {
  payWhatYouCanSummarySchema,
  priceBreakSummarySchema,
  productFormatSchema,
} from './products.js';
import { giftPurchaseSummarySchema } from './gift-purchase.js';
import { codeQuoteSchema, codeTextSchema } from './code-quote.js';

/**
 * The order desk: what staff send to and get from the payments service's `/orders` calls
 * (`/payments/orders…` through the gateway). Admins only.
 */

/** `OR-1042`; the database id never leaves the server. */
export const orderNumberSchema = z
  .string({ error: 'must be an order number' })
  .trim()
  .toUpperCase()
  .regex(/^OR-\d{1,12}$/, { error: 'must be an order number like OR-1042' });
export type OrderNumber = z.infer<typeof orderNumberSchema>;

export const orderNumberParamsSchema = z.object({ number: orderNumberSchema });

/** The list's filters: `attention` is "needs attention", `abandoned` the never-paid orders. */
export const orderFilterSchema = z.enum(
  ['paid', 'attention', 'to-ship', 'shipped', 'refunded', 'abandoned'],
  { error: 'must be one of paid, attention, to-ship, shipped, refunded, abandoned' },
);
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export const ORDERS_PAGE_SIZE = 25;

/** `GET /orders` and `GET /orders.csv`: search (order number, email, product) and filter. */
export const orderListQuerySchema = z
  .object({
    q: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
    status: orderFilterSchema.optional(),
    /** Only the orders that used this discount code (the code's uses, from the codes list). */
    code: codeTextSchema.optional(),
    page: pageNumberQuery(10_000, 1),
  })
  .strict();
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** Where an order stands, as staff see it (from its status, shipment and refunds). */
export const orderStateSchema = z.enum([
  'pending',
  'paid',
  'shipped',
  'partially_refunded',
  'refunded',
  'abandoned',
  'failed',
]);
export type OrderState = z.infer<typeof orderStateSchema>;

export const orderActorSchema = z.object({
  kind: z.enum(['staff', 'buyer', 'stripe', 'system']),
  userId: z.string().optional(),
  email: z.string().optional(),
});
export type OrderActor = z.infer<typeof orderActorSchema>;

export const orderEventSchema = z.object({
  type: z.enum([
    'created',
    'paid',
    'email_sent',
    'email_failed',
    'shipped',
    'refunded',
    'refund_failed',
    'links_reissued',
    'new_edition',
  ]),
  at: isoDateSchema,
  actor: orderActorSchema,
  note: z.string().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The call that resolves a problem: ship it, resend the confirmation, refund, or look at it. */
export const attentionActionSchema = z.enum(['ship', 'resend', 'refund', 'review']);
export type AttentionAction = z.infer<typeof attentionActionSchema>;

export const attentionItemSchema = z.object({
  kind: z.enum([
    'out_of_stock',
    'email_failed',
    'refund_failed',
    'amount_mismatch',
    'no_email',
    'code_over_cap',
    'other',
  ]),
  message: z.string(),
  action: attentionActionSchema,
  at: isoDateSchema.optional(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const orderSummarySchema = z.object({
  number: z.string(),
  state: orderStateSchema,
  createdAt: isoDateSchema,
  paidAt: isoDateSchema.nullable(),
  customerEmail: z.string().nullable(),
  /** Dollars. */
  total: z.number(),
  itemCount: z.number().int(),
  products: z.array(z.string()),
  toShip: z.boolean(),
  needsAttention: z.boolean(),
  /** "This is a gift": the recipient's name (the list shows "Gift for Maria"). */
  giftFor: z.string().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderDetailLineSchema = z.object({
  /** What `POST /orders/:number/refunds` names in `lines`. */
  index: z.number().int(),
  productId: z.string(),
  name: z.string(),
  format: productFormatSchema,
  unitPrice: z.number(),
  quantity: z.number().int(),
  /** A parish-quantity break lowered `unitPrice` from `listUnitPrice`. */
  priceBreak: priceBreakSummarySchema.optional(),
  listUnitPrice: z.number().optional(),
  /** The buyer chose `unitPrice` (pay what you can): the least and suggested prices then. */
  payWhatYouCan: payWhatYouCanSummarySchema.optional(),
  lineTotal: z.number(),
  refund: z.enum(['none', 'pending', 'refunded']),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

export const downloadGrantSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  downloadsLeft: z.number().int(),
  expiresAt: isoDateSchema,
  revoked: z.boolean(),
});
export type DownloadGrantSummary = z.infer<typeof downloadGrantSummarySchema>;

export const orderRefundSchema = z.object({
  lines: z.array(z.number().int()),
  /** Dollars. */
  amount: z.number(),
  /** Dollars of `amount` that were the shipping; absent when the shipping was not refunded. */
  shipping: z.number().optional(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  restock: z.boolean(),
  actor: orderActorSchema,
  at: isoDateSchema,
  failureReason: z.string().optional(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  status: z.string(),
  provider: z.enum(['stripe', 'demo']),
  /** Stripe's PaymentIntent (or the demo session) the money came through. */
  paymentId: z.string().nullable(),
  shipping: z
    .object({
      /** Dollars charged for shipping (0: free); absent on orders from before shipping rates. */
      amount: z.number().optional(),
      /** Whether the shipping was given back (refunds' `shipping`); absent on older answers. */
      refund: z.enum(['none', 'pending', 'refunded']).optional(),
      name: z.string().optional(),
      address: postalAddressSchema.optional(),
    })
    .nullable(),
  lines: z.array(orderDetailLineSchema),
  totals: z.object({ total: z.number(), refunded: z.number(), net: z.number() }),
  shipment: z
    .object({
      /** Null when the parcel was marked shipped without naming the carrier. */
      carrier: z.string().nullable(),
      /** Null for an untracked parcel. */
      trackingNumber: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      shippedAt: isoDateSchema,
    })
    .nullable(),
  downloads: z.array(downloadGrantSummarySchema),
  /** "This is a gift": for whom, the message, the day, and whether the recipient was sent it. */
  gift: giftPurchaseSummarySchema.optional(),
  /** The discount code the order used and what it took off. */
  discount: codeQuoteSchema.optional(),
  refunds: z.array(orderRefundSchema),
  attention: z.array(attentionItemSchema),
  timeline: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const CARRIERS = [
  'usps',
  'ups',
  'fedex',
  'dhl',
  'royal-mail',
  'canada-post',
  'other',
] as const;
export const carrierSchema = z.enum(CARRIERS, { error: `must be one of ${CARRIERS.join(', ')}` });
export type Carrier = z.infer<typeof carrierSchema>;

/** A form's empty field is a value not given. */
const notGiven = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `POST /orders/:number/shipment`: both optional, since booklets often go untracked. A tracking
 * number links to the carrier's page when the carrier is named (and is not `other`).
 */
export const shipmentInputSchema = z
  .object({
    carrier: z.preprocess(notGiven, carrierSchema.optional()),
    trackingNumber: z.preprocess(
      notGiven,
      z
        .string({ error: 'must be text' })
        .trim()
        .min(3, { error: 'must be at least 3 characters' })
        .max(60, { error: 'must be at most 60 characters' })
        .regex(/^[A-Za-z0-9 -]+$/, {
          error: 'may contain only letters, digits, spaces and hyphens',
        })
        .optional(),
    ),
  })
  .strict();
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/**
 * `POST /orders/:number/refunds`: the chosen lines and/or the shipping, or, when neither is
 * named, all that is left of the order. The amount is always the server's, from the order.
 */
export const refundInputSchema = z
  .object({
    lines: z
      .array(z.number().int().min(0), { error: 'must be a list of line indexes' })
      .min(1, { error: 'must name at least one line' })
      .max(50)
      .optional(),
    /** Give back the shipping charged (once). */
    shipping: z.boolean({ error: 'must be true or false' }).default(false),
    /** Put the refunded physical items back in stock. */
    restock: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict();
export type RefundInput = z.input<typeof refundInputSchema>;

/** What every order action answers: the order as it now stands. */
export const orderActionResponseSchema = z.object({
  order: orderDetailSchema,
  /** False when the buyer's email could not be sent (the order shows it). */
  emailSent: z.boolean(),
});
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;

/** `GET /orders/stats`: the dashboard's order tiles. */
export const orderDeskStatsSchema = z.object({
  toShip: z.number().int(),
  /** The to-ship order waiting longest (paid first), for the dashboard's link; null: none. */
  oldestToShip: z.object({ number: z.string(), paidAt: isoDateSchema.nullable() }).nullable(),
  needsAttention: z.number().int(),
  /** Orders paid since the first of this month (UTC), and what they brought net of refunds. */
  salesThisMonth: z.object({
    since: isoDateSchema,
    orders: z.number().int(),
    /** Dollars. */
    total: z.number(),
  }),
});
export type OrderDeskStats = z.infer<typeof orderDeskStatsSchema>;

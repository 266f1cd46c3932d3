import { z } from 'zod';
import { emailSchema, objectIdSchema } from './common.js';
import {
  payWhatYouCanSummarySchema,
  priceBreakSummarySchema,
  productFormatSchema,
} from './products.js';
import { giftPurchaseInputSchema, giftPurchaseSummarySchema } from './gift-purchase.js';
import { deliveryAddressSchema, orderShippingSchema } from './shipping.js';
import { churchCalendarSchema } from './calendar.js';
import { codeQuoteSchema, codeTextSchema } from './code-quote.js';

export const MAX_LINE_QUANTITY = 99;

/** A cart line as the web keeps it (in memory and localStorage). */
export const cartItemSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  price: z.number().nonnegative(),
  selectedFormat: productFormatSchema,
  priceId: z.string().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** The product's parish quantities, to show the price the server will charge at this quantity. */
  priceBreaks: z.array(priceBreakSummarySchema).optional(),
  /** Pay what you can: the amount the buyer chose for one copy, in cents (then `price` shows it). */
  chosenCents: z.number().int().nonnegative().optional(),
  /** Pay what you can: the product's least and suggested prices, to say them in the cart. */
  payWhatYouCan: payWhatYouCanSummarySchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A cart line as the payments service reads it. Only `_id`, `selectedFormat` and `quantity`
 * matter: prices and price ids always come from the database. The quantity is checked by the
 * service so that its message can name the item.
 */
export const checkoutLineInputSchema = z.object({
  _id: objectIdSchema,
  selectedFormat: productFormatSchema,
  quantity: z.number({ error: 'quantity must be a number' }),
  name: z.string().max(300).optional(),
  /**
   * Pay what you can: the amount chosen for one copy, in cents. Read only for a product sold that
   * way, and checked by the service against the product's own least price.
   */
  chosenCents: z.number({ error: 'chosenCents must be a number of cents' }).optional(),
});
export type CheckoutLineInput = z.infer<typeof checkoutLineInputSchema>;

/** `POST /create-checkout-session`. */
export const checkoutSessionRequestSchema = z.object({
  cartItems: z
    .array(checkoutLineInputSchema, { error: 'cartItems must be a list' })
    .min(1, { error: 'Your cart is empty.' })
    .max(50, { error: 'A cart holds at most 50 lines.' }),
  /** "This is a gift": for whom, from whom, the message and the day it is delivered. */
  gift: giftPurchaseInputSchema.optional(),
  /** A discount code, checked here and again when the order is paid. */
  code: codeTextSchema.optional(),
  /** The Church calendar the buyer keeps, which a code's season is read on. */
  calendar: churchCalendarSchema.default('new'),
  /** The email the buyer pays with, for a code capped per buyer (the payment form keeps it). */
  email: emailSchema.optional(),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

export const checkoutSessionResponseSchema = z.object({
  clientSecret: z.string().min(1),
  /** The code the order was given and what it takes off. */
  discount: codeQuoteSchema.optional(),
  /** Dollars the order comes to (before any sales tax), as the server priced it. */
  total: z.number().optional(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const sessionStatusSchema = z.enum(['open', 'complete', 'expired']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const orderLineSummarySchema = z.object({
  name: z.string(),
  format: productFormatSchema,
  unitPrice: z.number(),
  quantity: z.number().int(),
  /** A parish-quantity break lowered `unitPrice`. */
  priceBreak: priceBreakSummarySchema.optional(),
  /** The buyer chose `unitPrice` (pay what you can): the least and suggested prices then. */
  payWhatYouCan: payWhatYouCanSummarySchema.optional(),
  downloadUrl: z.string().optional(),
});
export type OrderLineSummary = z.infer<typeof orderLineSummarySchema>;

/** `GET /session-status?session_id=`. Lines and total are present once the order is paid. */
export const sessionStatusResponseSchema = z.object({
  status: sessionStatusSchema,
  customer_email: z.string().nullable(),
  lines: z.array(orderLineSummarySchema).optional(),
  total: z.number().optional(),
  /** The order's number (`OR-1042`), which the buyer quotes to the ministry. */
  orderNumber: z.string().optional(),
  /** Present when the order has a physical line: the rate charged and where it goes. */
  shipping: orderShippingSchema.optional(),
  /** A gift: for whom and when it is sent (the download links are the recipient's, not shown). */
  gift: giftPurchaseSummarySchema.optional(),
  /** The code the order used and what it took off. */
  discount: codeQuoteSchema.optional(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

export const sessionStatusQuerySchema = z.object({
  session_id: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(300, { error: 'is too long' }),
});

/** `GET /config`: how the web should take the payment. */
export const paymentsConfigSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), publishableKey: z.string().min(1) }),
  z.object({ mode: z.literal('demo') }),
]);
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * The Stripe API version payments pins (the one `stripe` 23.1 is typed for). Since
 * `2026-03-25.dahlia` the embedded Checkout is created with `ui_mode: 'embedded_page'`; the web
 * loads the Stripe.js release that matches this version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/**
 * Demo mode (no Stripe account): a session id is `demo_cs_<32 hex>` and its client secret is
 * `demo_cs_<32 hex>_secret_<32 hex>`, so the web derives the id from the secret it was given.
 */
const DEMO_CLIENT_SECRET = /^(demo_cs_[a-f\d]{32})_secret_[a-f\d]{32}$/;
export const demoSessionIdSchema = z
  .string()
  .regex(/^demo_cs_[a-f\d]{32}$/, { error: 'is not a demo session id' });

/** The session id inside a demo client secret, or undefined for anything else (a Stripe secret). */
export const demoSessionIdFromClientSecret = (clientSecret: string): string | undefined =>
  DEMO_CLIENT_SECRET.exec(clientSecret)?.[1];

/** `POST /demo/sessions/:id/complete`. */
export const demoCompleteInputSchema = z.object({
  email: emailSchema,
  /** Required (by the service) when the order has a physical line. */
  address: deliveryAddressSchema.optional(),
});
export type DemoCompleteInput = z.infer<typeof demoCompleteInputSchema>;
export type DemoCompleteFormInput = z.input<typeof demoCompleteInputSchema>;

export const demoCompleteParamsSchema = z.object({ id: demoSessionIdSchema });

/** Answer of `POST /demo/sessions/:id/complete`: where the web goes next. */
export const demoCompleteResponseSchema = z.object({
  status: z.literal('complete'),
  returnUrl: z.string(),
});
export type DemoCompleteResponse = z.infer<typeof demoCompleteResponseSchema>;

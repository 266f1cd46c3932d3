import { z } from 'zod';
import { emailSchema, objectIdSchema } from './common.js';
import { productFormatSchema } from './products.js';

export const MAX_LINE_QUANTITY = 99;

/** A cart line as the web keeps it (in memory and localStorage). */
export const cartItemSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  price: z.number().nonnegative(),
  selectedFormat: productFormatSchema,
  priceId: z.string().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
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
});
export type CheckoutLineInput = z.infer<typeof checkoutLineInputSchema>;

/** `POST /create-checkout-session`. */
export const checkoutSessionRequestSchema = z.object({
  cartItems: z
    .array(checkoutLineInputSchema, { error: 'cartItems must be a list' })
    .min(1, { error: 'Your cart is empty.' })
    .max(50, { error: 'A cart holds at most 50 lines.' }),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

export const checkoutSessionResponseSchema = z.object({ clientSecret: z.string().min(1) });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const sessionStatusSchema = z.enum(['open', 'complete', 'expired']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const orderLineSummarySchema = z.object({
  name: z.string(),
  format: productFormatSchema,
  unitPrice: z.number(),
  quantity: z.number().int(),
  downloadUrl: z.string().optional(),
});
export type OrderLineSummary = z.infer<typeof orderLineSummarySchema>;

/** `GET /session-status?session_id=`. Lines and total are present once the order is paid. */
export const sessionStatusResponseSchema = z.object({
  status: sessionStatusSchema,
  customer_email: z.string().nullable(),
  lines: z.array(orderLineSummarySchema).optional(),
  total: z.number().optional(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

export const sessionStatusQuerySchema = z.object({
  session_id: z
    .string({ error: 'session_id is required' })
    .trim()
    .min(1, { error: 'session_id is required' })
    .max(300, { error: 'session_id is too long' }),
});

/** `GET /config`: how the web should take the payment. */
export const paymentsConfigSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), publishableKey: z.string().min(1) }),
  z.object({ mode: z.literal('demo') }),
]);
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** `POST /demo/sessions/:id/complete`. */
export const demoCompleteInputSchema = z.object({
  email: emailSchema,
});
export type DemoCompleteInput = z.infer<typeof demoCompleteInputSchema>;

import type Stripe from 'stripe';
import { describeChosenPrice, describePriceBreak } from '@ministry/contracts';
import type { CreateSessionInput, SessionDiscount } from '../payment-provider.js';

/**
 * The service's requests in Stripe's words: the parameters of the Checkout sessions it opens,
 * every one valid for the pinned API version (`STRIPE_API_VERSION`).
 */

/**
 * The embedded Checkout's `ui_mode` for the pinned API version (`STRIPE_API_VERSION`): it is
 * `embedded_page` since 2026-03-25.dahlia; older versions called it `embedded`.
 */
export const STRIPE_EMBEDDED_UI_MODE =
  'embedded_page' satisfies Stripe.Checkout.SessionCreateParams.UiMode;

/** Stripe's tax code for shipping, so Stripe Tax taxes it where shipping is taxable. */
const SHIPPING_TAX_CODE = 'txcd_92010001';

export interface GiftSessionInput {
  pledgeId: string;
  frequency: 'once' | 'monthly';
  amountCents: number;
  /** What the donor's statement and Stripe's receipt call it. */
  description: string;
  returnUrl: string;
}

/** Stripe shows at most 1200 characters beside the address; a name is at most 100. */
const giftShippingMessage = (recipientName: string): string =>
  `This is a gift: enter ${recipientName}'s name and address. We post it to them, not to you.`;

/** What the one shipping rate is called: free by the owner's rates, or by the code. */
function shippingName(input: CreateSessionInput): string {
  if ((input.shipping?.amountCents ?? 0) > 0) return 'Standard shipping';
  return input.discount?.shippingOffCents
    ? `Free shipping (${input.discount.code})`
    : 'Free shipping';
}

/**
 * A discount code's amount off one order: a coupon of exactly those cents, in dollars, redeemable
 * once, named as the buyer typed the code (Stripe shows the name; at most 40 characters, and a
 * code is at most 32).
 */
export function couponParams(
  orderId: string,
  discount: SessionDiscount,
): Stripe.CouponCreateParams {
  return {
    amount_off: discount.linesOffCents,
    currency: 'usd',
    duration: 'once',
    max_redemptions: 1,
    name: discount.code,
    metadata: { orderId, code: discount.code },
  };
}

/**
 * A shop order's embedded checkout; `automaticTax`: Stripe Tax adds sales tax; `couponId`: the
 * coupon of the order's discount code (`couponParams`).
 */
export function checkoutSessionParams(
  input: CreateSessionInput,
  automaticTax: boolean,
  couponId?: string,
): Stripe.Checkout.SessionCreateParams {
  // Stripe Tax must know whether our amounts include tax: they never do.
  const taxBehavior = automaticTax ? { tax_behavior: 'exclusive' as const } : {};
  return {
    ui_mode: STRIPE_EMBEDDED_UI_MODE,
    mode: 'payment',
    // A Stripe price is the list price: a line a parish-quantity break lowered, or whose price
    // the buyer chose, sends its own.
    line_items: input.lines.map((line) =>
      line.stripePriceId && !line.priceBreak && !line.payWhatYouCan
        ? { price: line.stripePriceId, quantity: line.quantity }
        : {
            price_data: {
              currency: 'usd',
              unit_amount: line.unitAmount,
              product_data: {
                name: `${line.name} (${line.format})`,
                ...(line.priceBreak ? { description: describePriceBreak(line.priceBreak) } : {}),
                ...(line.payWhatYouCan
                  ? { description: describeChosenPrice(line.payWhatYouCan) }
                  : {}),
              },
              ...taxBehavior,
            },
            quantity: line.quantity,
          },
    ),
    return_url: input.returnUrl,
    ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
    client_reference_id: input.orderId,
    metadata: { orderId: input.orderId },
    ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
    // Fixed in the form: a code capped per buyer counted this email.
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    ...(input.shipping
      ? {
          shipping_address_collection: {
            allowed_countries: input.shipping.countries,
          },
          // A gift is posted to its recipient: say so where the address is asked for.
          ...(input.gift
            ? {
                custom_text: {
                  shipping_address: {
                    message: giftShippingMessage(input.gift.recipientName),
                  },
                },
              }
            : {}),
          // One rate, the server's: Stripe shows it and adds it to the total.
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount' as const,
                display_name: shippingName(input),
                fixed_amount: { amount: input.shipping.amountCents, currency: 'usd' },
                ...(automaticTax ? { ...taxBehavior, tax_code: SHIPPING_TAX_CODE } : {}),
              },
            },
          ],
        }
      : {}),
    ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
  };
}

/**
 * A gift's embedded checkout: a one-off payment, or a monthly subscription whose price is
 * given inline (no Stripe product to keep in step). The amount is the server's, already
 * checked against the configured bounds; our pledge id rides in every metadata Stripe echoes.
 */
export function giftSessionParams(input: GiftSessionInput): Stripe.Checkout.SessionCreateParams {
  const monthly = input.frequency === 'monthly';
  const metadata = { giftPledgeId: input.pledgeId };
  return {
    ui_mode: STRIPE_EMBEDDED_UI_MODE,
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: input.amountCents,
          product_data: { name: input.description },
          ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
        },
        quantity: 1,
      },
    ],
    return_url: input.returnUrl,
    client_reference_id: input.pledgeId,
    metadata,
    ...(monthly
      ? { subscription_data: { description: input.description, metadata } }
      : {
          submit_type: 'donate' as const,
          payment_intent_data: { description: input.description, metadata },
        }),
  };
}

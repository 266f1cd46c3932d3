import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsConfig, ProductFormat, SessionStatus } from '@ministry/contracts';
import type { PaymentAction } from './actions.js';

/**
 * What the checkout needs from whoever takes the money: Stripe, or the built-in demo for
 * machines without an account. The checkout service only ever talks to this interface.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'demo';
  /** What it can do beyond the checkout: the app asks this, never which class it is. */
  readonly capabilities: ProviderCapabilities;
  /** What the web needs to open its checkout (`GET /config`). */
  readonly publicConfig: PaymentsConfig;
  createSession(input: CreateSessionInput): Promise<CreatedSession>;
  /** The session as the provider sees it now; null when it does not know the id. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Gives money back; the same key always answers the same refund, never a second one. */
  refund(input: RefundRequest): Promise<ProviderRefund>;
  /** The refund made with this key, as the provider sees it now; null when it made none. */
  findRefund(input: RefundRequest): Promise<ProviderRefund | null>;
}

/** A provider that posts its news to `POST /webhook` (`capabilities.webhooks`). */
export interface WebhookSource {
  /**
   * The request's news as an action, from its raw body and headers (the signature); throws
   * `InvalidWebhookError` when it is not genuine or not well formed.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentAction;
  /**
   * Every refund of a payment as the provider holds it now, oldest first. Its news can be stale,
   * late or repeated; this is what the order desk trusts instead (`orders/refund-news.ts`).
   */
  listRefunds(paymentIntentId: string): Promise<ListedRefund[]>;
}

export interface ProviderCapabilities {
  /** No money moves: the web's pretend card form pays through the demo's own routes. */
  readonly isDemo: boolean;
  /** It posts signed news to `POST /webhook`, which it turns into actions (`actions.ts`). */
  readonly webhooks: boolean;
  /** Donors change or cancel a monthly gift on the provider's own page (Stripe's portal). */
  readonly supportsPortal: boolean;
}

export interface RefundRequest {
  orderId: string;
  /** Ours, unique per refund attempt: the provider's idempotency key and metadata. */
  key: string;
  amountCents: number;
  paymentIntentId?: string | undefined;
  /** To find the payment of an order paid before its payment id was recorded. */
  sessionId?: string | undefined;
}

export interface ProviderRefund {
  id: string;
  /** `pending`: accepted, the money is on its way (Stripe says `succeeded` or `failed` later). */
  status: 'succeeded' | 'pending' | 'failed';
  failureReason?: string | undefined;
}

/** One refund of a payment, whoever made it. */
export interface ListedRefund extends ProviderRefund {
  amountCents: number;
  /** Our `RefundRequest.key`; none for a refund made elsewhere (the provider's dashboard). */
  key: string | undefined;
}

/** One priced line, from the database (never from the browser). */
export interface CheckoutLine {
  productId: string;
  name: string;
  format: ProductFormat;
  /** Cents: one copy's price at this quantity. */
  unitAmount: number;
  quantity: number;
  stripePriceId?: string;
  /** A parish-quantity break lowered the price: one copy's list price (cents) and the break. */
  priceBreak?: { listUnitAmount: number; minQuantity: number; percentOff: number };
  /** The buyer chose `unitAmount` (pay what you can): the product's least and suggested prices. */
  payWhatYouCan?: { minimum: number; suggested: number };
  /** The product's collections, which a discount code may be limited to. */
  collectionIds?: string[];
}

export interface CreateSessionInput {
  orderId: string;
  lines: CheckoutLine[];
  /** Absolute URL; `{CHECKOUT_SESSION_ID}` in it is replaced with the session id. */
  returnUrl: string;
  /** Set when a line is physical: the buyer must give an address in one of `countries`. */
  shipping?: SessionShipping | undefined;
  /** When the session stops taking payment: the end of its stock hold. The provider's default when unset. */
  expiresAt?: Date | undefined;
  /** "This is a gift": the address asked for is the recipient's. */
  gift?: { recipientName: string } | undefined;
  /**
   * A discount code: cents off the lines (in all) and off the shipping, already taken from
   * `shipping.amountCents`.
   */
  discount?: SessionDiscount | undefined;
  /** The buyer's email, fixed in the payment form (a code capped per buyer counted it). */
  customerEmail?: string | undefined;
}

export interface SessionDiscount {
  code: string;
  linesOffCents: number;
  shippingOffCents: number;
}

export interface SessionShipping {
  /** Cents, the server's own (0: free shipping). */
  amountCents: number;
  /** ISO 3166-1 alpha-2 codes the address may be in. */
  countries: string[];
}

export interface CreatedSession {
  sessionId: string;
  clientSecret: string;
}

export interface ShippingDetails {
  name?: string;
  address?: {
    line1?: string;
    line2?: string;
    city?: string;
    /** State, province, county or prefecture (Stripe's `state`). */
    region?: string;
    postalCode?: string;
    country?: string;
  };
}

export interface ProviderSession {
  id: string;
  status: SessionStatus;
  /** Whether the money has been taken (not merely the form submitted). */
  paid: boolean;
  customerEmail: string | null;
  /** The payer's name as the provider's form took it (Stripe's checkout asks it of a card). */
  customerName?: string | null;
  /** Our order id, as we stored it in the session's metadata. */
  orderId: string | undefined;
  /** Cents actually charged, when the provider says. */
  amountTotal: number | null;
  /** Cents of that which are sales tax (Stripe Tax); null or absent when none. */
  amountTax?: number | null;
  /** The provider's payment (Stripe's PaymentIntent id), which refunds name. */
  paymentIntentId?: string | undefined;
  shipping?: ShippingDetails;
  /** Our gift pledge id, when the session is a gift's (as we stored it in the metadata). */
  pledgeId?: string | undefined;
  /** A monthly gift's session: the subscription it started, once paid. */
  subscription?: SessionSubscription | undefined;
}

export interface SessionSubscription {
  id: string | undefined;
  /** Who pays it, as the provider knows them (its portal needs this). */
  customerId: string | undefined;
  /** The provider's id of its first payment, which the subscription's own news names too. */
  firstPaymentId: string | undefined;
}

/**
 * The provider could not be reached or refused the request. `refused`: it answered no, so
 * nothing was done; otherwise the outcome is unknown (the request may have been carried out and
 * the answer lost), and only asking again with the same key tells.
 */
export class PaymentProviderError extends Error {
  readonly refused: boolean;

  constructor(message: string, options?: { cause?: unknown; refused?: boolean }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.refused = options?.refused ?? false;
  }
}

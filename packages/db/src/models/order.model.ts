import mongoose, { type InferSchemaType } from 'mongoose';
import { productFormatSchema } from '@ministry/contracts';
import { nextOrderNumber } from './counter.model.js';
import { publicJson } from './json.js';

/**
 * A purchase, written by payments when a checkout starts. Its lines are a snapshot of the
 * catalogue at that moment (name, format, price), so later edits to a product never change what
 * a buyer was charged or what the order says.
 *
 * Status: `pending` until the payment provider reports the session paid (→ `paid`, once),
 * expired (→ `expired`) or the session could not be created or the payment failed (→ `failed`).
 * An order still unpaid a day after its checkout started is `abandoned` (payments' sweep).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'abandoned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const orderLineSchema = new mongoose.Schema(
  {
    product: { type: mongoose.Schema.Types.ObjectId, ref: 'Product', required: true },
    name: { type: String, required: true },
    format: { type: String, enum: productFormatSchema.options, required: true },
    /** Dollars, from the database at checkout time (after a parish-quantity break). */
    unitPrice: { type: Number, required: true, min: 0 },
    /** With a parish-quantity break: the list price of one copy and the break that lowered it. */
    listUnitPrice: { type: Number, min: 0 },
    priceBreak: {
      type: new mongoose.Schema(
        {
          minQuantity: { type: Number, required: true },
          percentOff: { type: Number, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** Pay what you can: the buyer chose `unitPrice`; the product's least and suggested then. */
    payWhatYouCan: {
      type: new mongoose.Schema(
        {
          minimum: { type: Number, required: true },
          suggested: { type: Number, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    quantity: { type: Number, required: true, min: 1 },
    /** The provider's price used for this line, when the product had one. */
    stripePriceId: String,
    /**
     * `pending` from the moment a refund of this line is recorded until the provider's answer is,
     * `refunded` once it went through; unset otherwise. A line is claimed (`pending`) before the
     * provider is asked, so two refunds of the same line can never both run.
     */
    refundStatus: { type: String, enum: ['pending', 'refunded'] },
    /**
     * Paid for, but none was left to take from stock (the hold had lapsed and others bought the
     * rest): this line is never shipped; it is refunded, or flagged for the owner.
     */
    outOfStock: Boolean,
  },
  { _id: false },
);

/** Who did something to an order: a staff member, the buyer, the payment provider or us. */
const actorSchema = new mongoose.Schema(
  {
    kind: { type: String, enum: ['staff', 'buyer', 'stripe', 'system'], required: true },
    userId: String,
    email: String,
  },
  { _id: false },
);

export const ORDER_EVENT_TYPES = [
  'created',
  'paid',
  'email_sent',
  'email_failed',
  'shipped',
  'refunded',
  'refund_failed',
  'links_reissued',
  'new_edition',
] as const;

/** One entry of an order's timeline, appended and never changed. */
const orderEventSchema = new mongoose.Schema(
  {
    type: { type: String, enum: ORDER_EVENT_TYPES, required: true },
    at: { type: Date, required: true },
    actor: { type: actorSchema, required: true },
    note: String,
  },
  { _id: false },
);

export const ATTENTION_KINDS = [
  'out_of_stock',
  'email_failed',
  'refund_failed',
  'amount_mismatch',
  'no_email',
  'code_over_cap',
] as const;

/** Something the owner must resolve, and when it was resolved. */
const attentionItemSchema = new mongoose.Schema(
  {
    kind: { type: String, enum: ATTENTION_KINDS, required: true },
    message: { type: String, required: true },
    at: { type: Date, required: true },
    resolvedAt: Date,
  },
  { _id: false },
);

/**
 * One refund: some lines (or only an amount: the shipping, or one made in Stripe's dashboard).
 * Recorded `pending` with its key before the provider is asked; `succeeded` or `failed` once its
 * answer is recorded. One still `pending` after a crash is finished by payments' reconciler
 * (orders/refund-reconciler.ts), which asks the provider by the same key.
 */
const refundSchema = new mongoose.Schema(
  {
    /** Ours: names the refund to the provider (idempotency key, metadata), for every attempt. */
    key: { type: String, required: true },
    /** Indexes into `lines`. */
    lines: { type: [Number], default: [] },
    amountCents: { type: Number, required: true, min: 0 },
    /**
     * The part of `amountCents` that gives back the shipping (an order's shipping is refunded at
     * most once); unset when the refund leaves the shipping paid.
     */
    shippingCents: { type: Number, min: 0 },
    status: { type: String, enum: ['pending', 'succeeded', 'failed'], required: true },
    providerRefundId: String,
    /**
     * While a `pending` refund is being sent, until when that attempt holds it: no other attempt
     * (a staff retry, the reconciler) asks the provider before then.
     */
    sendingUntil: Date,
    /** A line paid for that found no stock: the confirmation tells the buyer, not a refund email. */
    outOfStock: Boolean,
    restock: { type: Boolean, default: false },
    actor: { type: actorSchema, required: true },
    failureReason: String,
    at: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * The stock a checkout holds for its physical lines, taken from the products' `stock` when the
 * session opens, so `stock` is always what is free to sell. `held` while the session is open,
 * `sold` once paid (the hold is the sale), `released` when it was given back (expired, failed,
 * abandoned, refunded). Unset for an order without physical lines.
 */
export const STOCK_HOLD_STATES = ['held', 'sold', 'released'] as const;
export type StockHoldState = (typeof STOCK_HOLD_STATES)[number];

/** The contracts' `postalAddressSchema`: where the buyer asked the parcel to go. */
const addressSchema = new mongoose.Schema(
  {
    line1: String,
    line2: String,
    city: String,
    /** State, province, county or prefecture (Stripe's `state`). */
    region: String,
    /**
     * Stripe's `state` on orders paid before the region had its own name; read as the region
     * (payments' `storedAddress`), never written.
     */
    state: String,
    postalCode: String,
    country: String,
  },
  { _id: false },
);

/**
 * "This is a gift" (payments' checkout/gift-delivery.ts): the digital lines are the recipient's,
 * emailed to them from `deliverAt` (the start of `deliverOn` in the owner's time zone); the
 * physical lines go to the address given at checkout, the recipient's. `sentAt` is set once the
 * recipient's email went out, `copySentAt` once the buyer's copy did.
 */
const giftSchema = new mongoose.Schema(
  {
    recipientName: { type: String, required: true },
    recipientEmail: { type: String, required: true },
    fromName: { type: String, required: true },
    message: { type: String, default: '' },
    /** `YYYY-MM-DD`, as the buyer chose it. */
    deliverOn: { type: String, required: true },
    deliverAt: { type: Date, required: true },
    sentAt: Date,
    copySentAt: Date,
    /** While an email is being sent, until when its sender holds it (a crash lets it lapse). */
    sendingUntil: Date,
    copySendingUntil: Date,
  },
  { _id: false },
);

/**
 * The discount code the order was given (payments' codes/code-holds.ts): what it took off, in
 * the words the buyer saw, and the use of the code the order holds. `hold` goes `held` → `used`
 * once paid, or `held` → `released` when the checkout ends unpaid (the use goes back to the code).
 */
const discountSchema = new mongoose.Schema(
  {
    codeId: { type: mongoose.Schema.Types.ObjectId, required: true },
    code: { type: String, required: true },
    description: String,
    /** Dollars off the lines and off the shipping; `total` is already less both. */
    linesOff: { type: Number, required: true, min: 0 },
    shippingOff: { type: Number, required: true, min: 0 },
    gives: { type: String, required: true },
    says: { type: String, required: true },
    usesPerBuyer: Number,
    /** The email a per-buyer cap counted, when the code has one. */
    email: String,
    hold: { type: String, enum: ['held', 'used', 'released'], required: true },
  },
  { _id: false },
);

const orderSchema = new mongoose.Schema(
  {
    status: { type: String, enum: ORDER_STATUSES, required: true, default: 'pending' },
    lines: { type: [orderLineSchema], required: true },
    /** Dollars: the sum of unitPrice × quantity plus `shippingAmount`, less `discount`, in cents. */
    total: { type: Number, required: true, min: 0 },
    /**
     * Dollars charged for shipping, set by payments from the owner's rates when the order has a
     * physical line (0: free); unset for digital orders and orders from before shipping rates.
     */
    shippingAmount: { type: Number, min: 0 },
    /** Dollars of sales tax Stripe Tax added on top of `total`, when the owner turned it on. */
    tax: { type: Number, min: 0 },
    currency: { type: String, required: true, default: 'usd' },
    /** `stripe` or `demo`: who takes (or pretends to take) the payment. */
    provider: { type: String, enum: ['stripe', 'demo'], required: true },
    /** The provider's checkout session; unset until the session exists. */
    sessionId: String,
    customerEmail: String,
    shipping: { name: String, address: addressSchema },
    paidAt: Date,
    /** Set once the confirmation email went out, so it is sent once. */
    emailSentAt: Date,
    /** Set when every delivery step (download grants, email) has been done. */
    fulfilledAt: Date,
    failureReason: String,
    /**
     * Something the owner must look at by hand (a paid order whose stock ran out, an amount
     * that differs from the order). Such orders are kept, never dropped.
     */
    needsAttention: { type: Boolean, default: false },
    attentionReasons: { type: [String], default: [] },
    stockHold: { type: String, enum: STOCK_HOLD_STATES },
    /** When a `held` hold is given back; the provider's session expires at the same moment. */
    holdExpiresAt: Date,
    /**
     * The buyer finished the checkout with a payment that clears later (a bank debit): the hold
     * no longer lapses and the order is not abandoned until the provider reports the outcome.
     */
    awaitingPayment: Boolean,
    /** The same problems, each with its kind (which tells the action that resolves it). */
    attention: { type: [attentionItemSchema], default: [] },
    /** The short number buyers and staff use (`OR-1042`); the database id stays internal. */
    number: String,
    /** The provider's payment (Stripe's PaymentIntent), which refunds name. */
    paymentIntentId: String,
    timeline: { type: [orderEventSchema], default: [] },
    /** Carrier and tracking number are each unset when the owner gave none (untracked post). */
    shipment: {
      carrier: String,
      trackingNumber: String,
      trackingUrl: String,
      shippedAt: Date,
    },
    refunds: { type: [refundSchema], default: [] },
    /** The last time money was given back; set for whole and partial refunds. */
    refundedAt: Date,
    /**
     * The new editions (`{product id}:{file}`) this order's buyer was told of, so each is told
     * once however often the owner asks (payments' library/new-edition.ts).
     */
    announcedEditions: { type: [String], default: undefined },
    gift: { type: giftSchema, default: undefined },
    discount: { type: discountSchema, default: undefined },
  },
  { timestamps: true, toJSON: publicJson() },
);

orderSchema.index({ sessionId: 1 }, { unique: true, sparse: true });
orderSchema.index({ needsAttention: 1, createdAt: -1 });
// The sweep: holds that lapsed, and unpaid orders a day old.
orderSchema.index({ stockHold: 1, holdExpiresAt: 1 });
orderSchema.index({ status: 1, createdAt: 1 });
orderSchema.index({ number: 1 }, { unique: true, sparse: true });
orderSchema.index({ paymentIntentId: 1 }, { sparse: true });
// The refund reconciler: refunds whose answer was never recorded.
orderSchema.index({ 'refunds.status': 1 });
// The gift sweep: paid gifts whose day has come and whose email has not gone out.
orderSchema.index({ 'gift.deliverAt': 1 }, { sparse: true });
// The sweep: codes held by checkouts that lapsed.
orderSchema.index({ 'discount.hold': 1, holdExpiresAt: 1 });
// A code's uses: the order desk's list of the orders that used it, newest first.
orderSchema.index({ 'discount.code': 1, createdAt: -1 });
// "My downloads" of a gift's recipient.
orderSchema.index({ 'gift.recipientEmail': 1 }, { sparse: true });
// The owner's digest: the orders paid, and the orders flagged, since the last one.
orderSchema.index({ paidAt: 1 }, { sparse: true });
orderSchema.index({ 'attention.at': 1 });
// Whether a product was ever ordered (the catalogue admin's delete).
orderSchema.index({ 'lines.product': 1 });

// Every new order gets its number and the first entry of its timeline, whoever creates it.
orderSchema.pre('validate', async function () {
  if (!this.isNew) return;
  if (!this.get('number')) this.set('number', await nextOrderNumber());
  if ((this.get('timeline') as unknown[]).length === 0) {
    this.set('timeline', [{ type: 'created', at: new Date(), actor: { kind: 'buyer' } }]);
  }
});

export type OrderRecord = InferSchemaType<typeof orderSchema> & { _id: mongoose.Types.ObjectId };
export type OrderLineRecord = InferSchemaType<typeof orderLineSchema>;
export type OrderEventRecord = InferSchemaType<typeof orderEventSchema>;
export type OrderActor = InferSchemaType<typeof actorSchema>;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
export type AttentionKind = (typeof ATTENTION_KINDS)[number];
export type OrderRefundRecord = InferSchemaType<typeof refundSchema>;

export const OrderModel = mongoose.model('Order', orderSchema);

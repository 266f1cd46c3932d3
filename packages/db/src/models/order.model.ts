import mongoose, { type InferSchemaType } from 'mongoose';
import { productFormatSchema } from '@ministry/contracts';
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
    /** Dollars, from the database at checkout time. */
    unitPrice: { type: Number, required: true, min: 0 },
    quantity: { type: Number, required: true, min: 1 },
    /** The provider's price used for this line, when the product had one. */
    stripePriceId: String,
    /**
     * `pending` while a refund of this line is with the provider, `refunded` once it went
     * through; unset otherwise. A line is claimed (`pending`) before the provider is asked, so
     * two refunds of the same line can never both run.
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

/**
 * The stock a checkout holds for its physical lines, taken from the products' `stock` when the
 * session opens, so `stock` is always what is free to sell. `held` while the session is open,
 * `sold` once paid (the hold is the sale), `released` when it was given back (expired, failed,
 * abandoned, refunded). Unset for an order without physical lines.
 */
export const STOCK_HOLD_STATES = ['held', 'sold', 'released'] as const;
export type StockHoldState = (typeof STOCK_HOLD_STATES)[number];

const addressSchema = new mongoose.Schema(
  {
    line1: String,
    line2: String,
    city: String,
    state: String,
    postalCode: String,
    country: String,
  },
  { _id: false },
);

const orderSchema = new mongoose.Schema(
  {
    status: { type: String, enum: ORDER_STATUSES, required: true, default: 'pending' },
    lines: { type: [orderLineSchema], required: true },
    /** Dollars: the sum of unitPrice × quantity, computed in cents. */
    total: { type: Number, required: true, min: 0 },
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
  },
  { timestamps: true, toJSON: publicJson() },
);

orderSchema.index({ sessionId: 1 }, { unique: true, sparse: true });
orderSchema.index({ needsAttention: 1, createdAt: -1 });
// The sweep: holds that lapsed, and unpaid orders a day old.
orderSchema.index({ stockHold: 1, holdExpiresAt: 1 });
orderSchema.index({ status: 1, createdAt: 1 });

export type OrderRecord = InferSchemaType<typeof orderSchema> & { _id: mongoose.Types.ObjectId };
export type OrderLineRecord = InferSchemaType<typeof orderLineSchema>;

export const OrderModel = mongoose.model('Order', orderSchema);

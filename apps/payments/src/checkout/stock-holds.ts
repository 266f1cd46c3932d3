import mongoose from 'mongoose';
import { OrderModel, ProductModel, type OrderRecord } from '@ministry/db';
import type { CheckoutLine } from '../providers/payment-provider.js';
import { notEnoughStock } from './cart.js';

/** Stripe's shortest checkout session: `expires_at` at least 30 minutes after Stripe creates it. */
export const STRIPE_SHORTEST_SESSION_MS = 30 * 60 * 1000;

/**
 * How long an open checkout holds its physical items; the provider's session ends at the same
 * moment (`createCheckoutSession` gives both the one date). Five minutes over Stripe's shortest:
 * our `expires_at` is fixed before the request, which the SDK may send three times (two retries,
 * each up to a 20 s timeout), and our clock may run ahead of Stripe's.
 */
export const CHECKOUT_HOLD_MS = STRIPE_SHORTEST_SESSION_MS + 5 * 60 * 1000;

/*
 * Stock is held the way WooCommerce's "hold stock" does, by taking it from the product's `stock`
 * when the checkout opens: one conditional `$inc` per line, which is atomic on any MongoDB, so
 * two buyers can never hold the same last item, and `stock` is always what is free to sell (what
 * the shop shows). The order's `stockHold` is the gate that makes each later step happen once:
 * held → sold (payment), held → released (expiry, failure, abandonment), held or sold → released
 * (refund).
 */

type ProductId = string | mongoose.Types.ObjectId;

async function take(product: ProductId, quantity: number): Promise<boolean> {
  const { modifiedCount } = await ProductModel.updateOne(
    { _id: product, stock: mongoose.trusted({ $gte: quantity }) },
    { $inc: { stock: -quantity } },
  );
  return modifiedCount > 0;
}

async function giveBack(product: ProductId, quantity: number): Promise<void> {
  await ProductModel.updateOne({ _id: product }, { $inc: { stock: quantity } });
}

const isPhysical = (line: { format: string }) => line.format === 'physical';

/**
 * Holds the quantity of every physical line, all or nothing: when a line finds too few left,
 * what the earlier lines took goes back and the checkout is refused with a 409 naming the line.
 */
export async function holdStock(lines: CheckoutLine[]): Promise<void> {
  const taken: CheckoutLine[] = [];
  for (const line of lines.filter(isPhysical)) {
    if (await take(line.productId, line.quantity)) {
      taken.push(line);
      continue;
    }
    await Promise.all(taken.map((held) => giveBack(held.productId, held.quantity)));
    const product = await ProductModel.findById(line.productId).select('stock').lean();
    throw notEnoughStock(`"${line.name}" (physical)`, product?.stock ?? 0, line.quantity);
  }
}

/** Undoes `holdStock` for a checkout that failed before its order was recorded. */
export async function unholdStock(lines: CheckoutLine[]): Promise<void> {
  await Promise.all(
    lines.filter(isPhysical).map((line) => giveBack(line.productId, line.quantity)),
  );
}

/** The lines whose stock an order holds or sold: physical ones that were not out of stock. */
const heldLines = (order: Pick<OrderRecord, 'lines'>) =>
  order.lines.filter((line) => isPhysical(line) && !line.outOfStock);

/**
 * Gives an unpaid order's hold back to stock. Once, however many sweeps, webhooks and status
 * checks race; never for a paid order (its hold is the sale). True when this call released it.
 */
export async function releaseHold(orderId: ProductId): Promise<boolean> {
  const order = await OrderModel.findOneAndUpdate(
    { _id: orderId, stockHold: 'held', status: mongoose.trusted({ $ne: 'paid' }) },
    { $set: { stockHold: 'released' } },
  ).lean();
  if (!order) return false;
  await Promise.all(heldLines(order).map((line) => giveBack(line.product, line.quantity)));
  return true;
}

/**
 * A refunded order's items go back on sale, whether still held or already sold; once. Lines that
 * were never taken (out of stock) add nothing. True when this call returned them.
 */
export async function returnStock(orderId: ProductId): Promise<boolean> {
  const order = await OrderModel.findOneAndUpdate(
    { _id: orderId, stockHold: mongoose.trusted({ $in: ['held', 'sold'] }) },
    { $set: { stockHold: 'released' } },
  ).lean();
  if (!order) return false;
  await Promise.all(heldLines(order).map((line) => giveBack(line.product, line.quantity)));
  return true;
}

/**
 * Payment turns the hold into the sale, with no second decrement. When the hold was given back
 * before the money arrived (the session outlived it, or the order is older than holds), the stock
 * is taken now; the lines that find none left are marked `outOfStock` and their indexes answered.
 * Called once per order, by whoever marked it paid.
 */
export async function sellStock(order: OrderRecord): Promise<number[]> {
  if (!order.lines.some(isPhysical)) return [];
  const { modifiedCount } = await OrderModel.updateOne(
    { _id: order._id, stockHold: 'held' },
    { $set: { stockHold: 'sold' } },
  );
  if (modifiedCount > 0) return [];

  const claimed = await OrderModel.updateOne(
    { _id: order._id, stockHold: mongoose.trusted({ $ne: 'sold' }) },
    { $set: { stockHold: 'sold' } },
  );
  if (claimed.modifiedCount === 0) return [];
  const short: number[] = [];
  for (const [index, line] of order.lines.entries()) {
    if (isPhysical(line) && !(await take(line.product, line.quantity))) short.push(index);
  }
  if (short.length > 0) {
    await OrderModel.updateOne(
      { _id: order._id },
      { $set: Object.fromEntries(short.map((index) => [`lines.${index}.outOfStock`, true])) },
    );
  }
  return short;
}

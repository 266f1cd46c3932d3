import mongoose from 'mongoose';
import { OrderModel, type OrderRecord } from '@ministry/db';
import { createCodesService, type BuyerCap } from './codes.service.js';

/*
 * An order's use of its discount code follows its checkout, as its stock hold does
 * (checkout/stock-holds.ts): taken when the checkout opens, a use once paid, given back when the
 * checkout ends unpaid. The order's `discount.hold` is the gate that makes each step happen once,
 * however many webhooks, sweeps and status checks race: held → used, held → released, and
 * released → used for a payment that arrives after its checkout lapsed.
 */

const codes = createCodesService();

type OrderId = string | mongoose.Types.ObjectId;

/** The per-buyer cap a checkout's use was counted against, when the code has one. */
export const buyerCapOf = (discount: {
  usesPerBuyer?: number | null | undefined;
  email?: string | null | undefined;
}): BuyerCap | undefined =>
  discount.usesPerBuyer && discount.email
    ? { email: discount.email, cap: discount.usesPerBuyer }
    : undefined;

/** An unpaid order's use goes back to its code, once. True when this call gave it back. */
export async function releaseCode(orderId: OrderId): Promise<boolean> {
  const order = await OrderModel.findOneAndUpdate(
    { _id: orderId, 'discount.hold': 'held', status: mongoose.trusted({ $ne: 'paid' }) },
    { $set: { 'discount.hold': 'released' } },
  ).lean();
  if (!order?.discount) return false;
  await codes.release(order.discount.codeId.toString(), order.discount.email);
  return true;
}

/**
 * A paid order's use is counted, once. A payment that came after its checkout's use was given
 * back takes a use again; when none is left it was given beyond the code's cap, and the answer
 * is false (the owner is told). Called by whoever marked the order paid.
 */
export async function settleCode(order: OrderRecord): Promise<boolean> {
  const { discount } = order;
  if (!discount) return true;
  const codeId = discount.codeId.toString();
  const use = { id: order._id.toString(), email: order.customerEmail ?? discount.email ?? '' };
  const held = await OrderModel.updateOne(
    { _id: order._id, 'discount.hold': 'held' },
    { $set: { 'discount.hold': 'used' } },
  );
  if (held.modifiedCount === 1) {
    await codes.settle(codeId, use);
    return true;
  }
  const late = await OrderModel.updateOne(
    { _id: order._id, 'discount.hold': 'released' },
    { $set: { 'discount.hold': 'used' } },
  );
  if (late.modifiedCount === 0) return true;
  const taken = (await codes.hold(codeId, buyerCapOf(discount))) === 'taken';
  await codes.settle(codeId, use, taken);
  return taken;
}

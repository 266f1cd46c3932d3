import type mongoose from 'mongoose';
import { OrderModel, type AttentionKind, type OrderActor, type OrderEventType } from '@ministry/db';

/**
 * The order's history and its open problems. Every write that changes an order appends what
 * happened and who did it to its timeline; problems the owner must resolve are flagged with a
 * kind, which says which action resolves them.
 */
export const SYSTEM: OrderActor = { kind: 'system' };
export const BUYER: OrderActor = { kind: 'buyer' };
export const STRIPE: OrderActor = { kind: 'stripe' };

/** The staff member (from the verified bearer token) doing something to an order. */
export const staffActor = (user: { id: string; email: string }): OrderActor => ({
  kind: 'staff',
  userId: user.id,
  email: user.email,
});

type OrderId = mongoose.Types.ObjectId | string;

export async function recordEvent(
  orderId: OrderId,
  type: OrderEventType,
  actor: OrderActor,
  note?: string,
  at = new Date(),
): Promise<void> {
  await OrderModel.updateOne(
    { _id: orderId },
    { $push: { timeline: { type, actor, at, ...(note ? { note } : {}) } } },
  );
}

/**
 * Flags a problem once: a second flag of the same kind while the first is open adds nothing.
 * `attentionReasons` keeps the plain sentences older readers of the order know.
 */
export async function flagAttention(
  orderId: OrderId,
  kind: AttentionKind,
  message: string,
  at = new Date(),
): Promise<boolean> {
  const order = await OrderModel.findById(orderId).select('attention').lean();
  if (!order || order.attention.some((item) => item.kind === kind && !item.resolvedAt)) {
    return false;
  }
  await OrderModel.updateOne(
    { _id: orderId },
    {
      $set: { needsAttention: true },
      $push: { attention: { kind, message, at }, attentionReasons: message },
    },
  );
  return true;
}

/** Marks the open problems of these kinds resolved; the order leaves "needs attention" when none is left. */
export async function resolveAttention(
  orderId: OrderId,
  kinds: AttentionKind[],
  at = new Date(),
): Promise<void> {
  const order = await OrderModel.findById(orderId).select('attention attentionReasons').lean();
  if (!order) return;
  let changed = false;
  const attention = order.attention.map((item) => {
    if (item.resolvedAt || !kinds.includes(item.kind)) return item;
    changed = true;
    return { ...item, resolvedAt: at };
  });
  if (!changed) return;
  const open = attention.filter((item) => !item.resolvedAt);
  // Reasons flagged before problems had kinds stay open until the owner handles them by hand.
  const untyped = order.attentionReasons.filter(
    (reason) => !order.attention.some((item) => item.message === reason),
  );
  await OrderModel.updateOne(
    { _id: orderId },
    {
      $set: {
        attention,
        attentionReasons: [...untyped, ...open.map((item) => item.message)],
        needsAttention: open.length > 0 || untyped.length > 0,
      },
    },
  );
}

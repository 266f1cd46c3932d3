import mongoose from 'mongoose';
import { OrderModel } from '@ministry/db';
import type { Logger } from '@ministry/http';
import { DemoSessionModel } from '../providers/demo-session.model.js';
import { releaseCode } from '../codes/code-holds.js';
import { releaseHold } from './stock-holds.js';

/** An order still unpaid this long after its checkout started is abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often the payments server sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 1000;

export interface SweepResult {
  /** Orders whose lapsed stock hold went back on sale. */
  holdsReleased: number;
  /** Orders whose lapsed checkout gave its discount code's use back. */
  codesReleased: number;
  ordersAbandoned: number;
  demoSessionsRemoved: number;
}

/**
 * Tidies what buyers leave behind, as of `now`: holds of checkouts that outlived them go back to
 * stock, and the discount codes' uses they held to the codes (their orders, still unpaid, become
 * `expired`, as the provider's session has); orders
 * unpaid a day after they started become `abandoned` (not those whose payment is still clearing);
 * demo sessions never paid are deleted after a day. Each step is a conditional update, so sweeps may overlap with each other and with
 * payments arriving: a payment that comes after all is still taken (fulfilment's gate accepts
 * expired and abandoned orders) and finds its stock again or is refunded.
 */
export async function sweepCheckouts(now: Date): Promise<SweepResult> {
  // Checkouts whose hold lapsed, holding stock or a discount code's use (or both).
  const lapsed = await OrderModel.find({
    $or: [{ stockHold: 'held' }, { 'discount.hold': 'held' }],
    holdExpiresAt: mongoose.trusted({ $lte: now }),
    status: mongoose.trusted({ $ne: 'paid' }),
  })
    .select('_id')
    .lean();
  let holdsReleased = 0;
  let codesReleased = 0;
  for (const { _id } of lapsed) {
    await OrderModel.updateOne({ _id, status: 'pending' }, { $set: { status: 'expired' } });
    if (await releaseHold(_id)) holdsReleased += 1;
    if (await releaseCode(_id)) codesReleased += 1;
  }

  const dayAgo = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const abandoned = await OrderModel.updateMany(
    {
      status: mongoose.trusted({ $in: ['pending', 'expired'] }),
      createdAt: mongoose.trusted({ $lte: dayAgo }),
      awaitingPayment: mongoose.trusted({ $ne: true }),
    },
    { $set: { status: 'abandoned' } },
  );
  const removed = await DemoSessionModel.deleteMany({
    status: mongoose.trusted({ $ne: 'complete' }),
    createdAt: mongoose.trusted({ $lte: dayAgo }),
  });

  return {
    holdsReleased,
    codesReleased,
    ordersAbandoned: abandoned.modifiedCount,
    demoSessionsRemoved: removed.deletedCount,
  };
}

/**
 * Sweeps now and then every `SWEEP_INTERVAL_MS`, on a timer that never keeps the process alive.
 * Answers the function that stops it.
 */
export function startCheckoutSweeps(logger: Logger, now: () => Date = () => new Date()) {
  const sweep = () =>
    sweepCheckouts(now()).then(
      (result) => {
        if (Object.values(result).some((count) => count > 0)) logger.info(result, 'checkout sweep');
      },
      (error: unknown) => logger.error({ err: error }, 'checkout sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import mongoose from 'mongoose';
import { OrderModel } from '@ministry/db';
import type { Logger } from '@ministry/http';
import type { RefundRecorder } from './refund-recorder.js';

/** How often the payments server looks for refunds whose answer was never recorded. */
export const REFUND_RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
/** Orders one look takes at most, so that a long outage is caught up in steps. */
export const REFUND_RECONCILE_BATCH = 100;

export interface ReconcileResult {
  refunded: number;
  failed: number;
  /** Still pending: the provider did not answer this time, or another attempt holds them. */
  unfinished: number;
}

/**
 * Finishes every refund still `pending` whose hold has lapsed (refund-recorder.ts): one a crash
 * cut short before or after the provider was asked, or whose answer was lost. Each ends
 * refunded (once: the provider is asked by the refund's key) or failed, with the order flagged.
 */
export async function reconcileRefunds(
  recorder: RefundRecorder,
  now: Date,
): Promise<ReconcileResult> {
  // A refund made outside the order desk (it has the provider's id while pending) is no answer
  // lost: it waits for the provider's news that it succeeded or failed (refund-news.ts).
  const orders = await OrderModel.find({
    refunds: mongoose.trusted({
      $elemMatch: {
        status: 'pending',
        providerRefundId: null,
        $or: [{ sendingUntil: null }, { sendingUntil: { $lte: now } }],
      },
    }),
  })
    .select('refunds')
    .sort({ _id: 1 })
    .limit(REFUND_RECONCILE_BATCH)
    .lean();
  const result: ReconcileResult = { refunded: 0, failed: 0, unfinished: 0 };
  for (const order of orders) {
    for (const refund of order.refunds) {
      if (refund.status !== 'pending' || refund.providerRefundId) continue;
      const outcome = await recorder.reconcile(order._id, refund.key);
      if (outcome.status === 'succeeded') result.refunded += 1;
      else if (outcome.status === 'failed') result.failed += 1;
      else result.unfinished += 1;
    }
  }
  return result;
}

/**
 * Reconciles at start (a refund a crash cut short is taken once its hold lapses) and then every
 * `REFUND_RECONCILE_INTERVAL_MS`, on a timer that never keeps the process alive. Answers the
 * function that stops it.
 */
export function startRefundReconciler(
  recorder: RefundRecorder,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  const run = () =>
    reconcileRefunds(recorder, now()).then(
      (result) => {
        if (Object.values(result).some((count) => count > 0)) {
          logger.info(result, 'refunds reconciled');
        }
      },
      (error: unknown) => logger.error({ err: error }, 'refund reconciliation failed'),
    );
  void run();
  const timer = setInterval(() => void run(), REFUND_RECONCILE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

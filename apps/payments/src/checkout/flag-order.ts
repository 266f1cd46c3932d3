import type mongoose from 'mongoose';
import type { AttentionKind } from '@ministry/db';
import type { Logger } from '@ministry/http';
import { flagAttention } from '../orders/order-events.js';

/** Flags a paid order for the owner (the order desk's attention list) and logs why. */
export function orderFlagger(deps: { logger: Logger; now: () => Date }) {
  const { logger, now } = deps;

  return async function flag(
    orderId: mongoose.Types.ObjectId,
    kind: AttentionKind,
    reason: string,
  ): Promise<boolean> {
    const flagged = await flagAttention(orderId, kind, reason, now());
    logger.error({ orderId: orderId.toString(), reason }, 'order needs attention');
    return flagged;
  };
}

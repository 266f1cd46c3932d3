import type { Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import type { LinkRules } from '../shared/link-rules.js';
import { createOrderQueries } from './order-queries.js';
import type { OwnerAlerts } from './owner-alerts.js';
import { createRefundOrder } from './refund-order.js';
import type { RefundRecorder } from './refund-recorder.js';
import { createRefundNews, type RefundSource } from './refund-news.js';
import { createResendOrder } from './resend-order.js';
import { createShipOrder } from './ship-order.js';

export interface OrdersServiceDeps {
  /** Records, sends and completes every refund (shared with fulfilment's out-of-stock lines). */
  refunds: RefundRecorder;
  /** The provider's list of a payment's refunds, for its refund news; none for the demo. */
  refundSource?: RefundSource | undefined;
  mailer: Mailer;
  downloadSecret: string;
  webOrigin: string;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
  /** The owner's time zone, whose calendar "this month" follows (UTC unless set). */
  ownerTimeZone: () => Promise<string>;
  alerts?: OwnerAlerts | undefined;
  /** How reissued links work (downloads, days); the shop's defaults unless told. */
  linkRules?: LinkRules;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * The order desk's story: find orders, ship them, refund them (whole or by line, at most once),
 * resend the confirmation and give fresh download links. Every change is written to the
 * order's timeline with who made it, and the buyer is told by email. Each action lives in its
 * own file; refunds, the desk's and the provider's, all go through the one refund recorder.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  return {
    ...createOrderQueries(deps),
    ...createShipOrder(deps),
    ...createRefundOrder(deps),
    ...createResendOrder(deps),
    ...createRefundNews(deps),
  };
}

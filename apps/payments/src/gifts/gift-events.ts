import mongoose from 'mongoose';
import { AppError } from '@ministry/http';
import type {
  PaymentAction,
  SessionAction,
  SubscriptionPaid,
  SubscriptionRef,
} from '../providers/actions.js';
import type { ListedRefund } from '../providers/payment-provider.js';
import type { RecordPayment } from './gift-payments.js';
import { GiftModel, GiftPledgeModel, type GiftPledgeRecord } from './gift.model.js';

/**
 * The payment provider's news about gifts (its actions, `providers/actions.ts`): each records
 * what it tells (the donor, the subscription, a payment) whatever state the pledge is in, so that
 * every order and every repeat of them ends the same (`gift-events-order.test.ts`).
 */
export function createGiftEvents({
  recordPayment,
  now,
  refundsOf,
}: {
  recordPayment: RecordPayment;
  now: () => Date;
  /** The provider's refunds of a payment as they are now (a provider with webhooks). */
  refundsOf?: ((paymentIntentId: string) => Promise<ListedRefund[]>) | undefined;
}) {
  /**
   * What the news told about a monthly pledge, recorded whatever state the pledge is in (Stripe
   * sends `invoice.paid` and `checkout.session.completed` in either order, and again); a paid
   * first month makes an open pledge active, never a cancelled one.
   */
  async function learnMonthly(
    pledge: GiftPledgeRecord,
    facts: {
      subscriptionId?: string;
      customerId?: string;
      email?: string | null;
      name?: string | null;
    },
  ): Promise<void> {
    const known = Object.fromEntries(Object.entries(facts).filter(([, value]) => value));
    if (Object.keys(known).length > 0) {
      await GiftPledgeModel.updateOne({ _id: pledge._id }, { $set: known });
    }
    await GiftPledgeModel.updateOne(
      { _id: pledge._id, status: 'open' },
      { $set: { status: 'active' } },
    );
  }

  /** The pledge a subscription is for: by our id when it carries it, else by its own. */
  const pledgeOf = (subscription: SubscriptionRef) =>
    subscription.pledgeId
      ? GiftPledgeModel.findById(subscription.pledgeId).lean()
      : subscription.id
        ? GiftPledgeModel.findOne({ subscriptionId: subscription.id }).lean()
        : null;

  /** A gift's checkout finished: once paid, the gift is recorded (a monthly one's first month). */
  async function checkoutFinished({ session }: SessionAction, pledgeId: string): Promise<void> {
    const pledge = await GiftPledgeModel.findById(pledgeId).lean();
    if (!pledge) throw AppError.badRequest('Webhook names an unknown gift');
    if (!session.paid) return;
    const email = session.customerEmail;
    const name = session.customerName;
    const payment = {
      amountCents: session.amountTotal ?? pledge.amountCents,
      renewal: false,
      email,
      name,
    };
    if (session.subscription) {
      await learnMonthly(pledge, {
        subscriptionId: session.subscription.id,
        customerId: session.subscription.customerId,
        email,
        // The name the donor gave on the form stays theirs.
        name: pledge.name ?? name,
      });
      // The first payment: the subscription's own news names the same one and finds it recorded.
      await recordPayment(pledge, {
        key: session.subscription.firstPaymentId ?? session.id,
        ...payment,
      });
    } else {
      await GiftPledgeModel.updateOne(
        { _id: pledge._id },
        { $set: { status: 'complete', email: email ?? pledge.email, name: pledge.name ?? name } },
      );
      await recordPayment(pledge, {
        key: session.id,
        ...payment,
        paymentIntentId: session.paymentIntentId,
      });
    }
  }

  /**
   * News of a refund of a payment (made in the provider's dashboard): if the payment is a gift's,
   * the gift's refunded amount becomes what the provider lists now (money given back or on its
   * way), whatever the news said, so late and repeated news end the same. False when it is no
   * gift's payment (an order's, which the order desk reads).
   */
  async function refundsChanged(paymentIntentId: string | undefined): Promise<boolean> {
    if (!paymentIntentId || !refundsOf) return false;
    const gift = await GiftModel.findOne({ paymentIntentId }).select({ _id: 1 }).lean();
    if (!gift) return false;
    const refunds = await refundsOf(paymentIntentId);
    const refundedCents = refunds
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    await GiftModel.updateOne({ _id: gift._id }, { $set: { refundedCents } });
    return true;
  }

  async function subscriptionPaid(action: SubscriptionPaid): Promise<boolean> {
    const pledge = await pledgeOf(action.subscription);
    if (!pledge) return false;
    await learnMonthly(pledge, {
      subscriptionId: action.subscription.id,
      customerId: action.customerId,
      email: action.payment.email,
    });
    await recordPayment(pledge, {
      key: action.payment.id,
      amountCents: action.payment.amountCents,
      renewal: action.type === 'subscription.renewed',
      email: action.payment.email,
    });
    return true;
  }

  /**
   * Acts on the provider's news if it is about a gift; answers false for news about no gift
   * (the shop's orders), which the caller hands on.
   */
  async function handle(action: PaymentAction): Promise<boolean> {
    switch (action.type) {
      case 'payment.succeeded':
      case 'payment.pending': {
        const { pledgeId } = action.session;
        if (!pledgeId) return false;
        await checkoutFinished(action, pledgeId);
        return true;
      }
      case 'subscription.started':
      case 'subscription.renewed':
        return subscriptionPaid(action);
      case 'payment.refunded':
        return refundsChanged(action.paymentIntentId);
      case 'refund.updated':
        return refundsChanged(action.refund.paymentIntentId);
      case 'subscription.ended': {
        const pledge = await pledgeOf(action.subscription);
        if (!pledge) return false;
        await GiftPledgeModel.updateOne(
          { _id: pledge._id, status: mongoose.trusted({ $ne: 'cancelled' }) },
          { $set: { status: 'cancelled', cancelledAt: now() } },
        );
        return true;
      }
      default:
        return false;
    }
  }

  return { handle };
}

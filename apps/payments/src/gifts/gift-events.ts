import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { AppError } from '@ministry/http';
import type { HandledStripeEvent } from '../providers/stripe-events.js';
import type { RecordPayment } from './gift-payments.js';
import { GiftPledgeModel, type GiftPledgeRecord } from './gift.model.js';

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/**
 * Stripe's events about gifts: each records what it tells (the donor, the subscription, a
 * payment) whatever state the pledge is in, so that every order and every repeat of them ends
 * the same (`gift-events-order.test.ts`).
 */
export function createGiftEvents({
  recordPayment,
  now,
}: {
  recordPayment: RecordPayment;
  now: () => Date;
}) {
  /**
   * What one of Stripe's events told about a monthly pledge, recorded whatever state the pledge
   * is in (Stripe sends `invoice.paid` and `checkout.session.completed` in either order, and
   * again); a paid first month makes an open pledge active, never a cancelled one.
   */
  async function learnMonthly(
    pledge: GiftPledgeRecord,
    facts: { subscriptionId?: string; customerId?: string; email?: string | null },
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

  /**
   * Stripe's news about gifts. Answers false for events that are not about a gift (the shop's
   * orders), so the caller handles those as before.
   */
  async function handleStripeEvent(event: HandledStripeEvent): Promise<boolean> {
    // A malformed event (no object) is left to the order desk's checks, which refuse it.
    const object: unknown = (event.data as { object?: unknown } | undefined)?.object;
    if (typeof object !== 'object' || object === null) return false;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const pledgeId = session.metadata?.giftPledgeId;
        if (!pledgeId) return false;
        const pledge = await GiftPledgeModel.findById(pledgeId).lean();
        if (!pledge) throw AppError.badRequest('Webhook names an unknown gift');
        if (session.payment_status !== 'paid') return true;
        const email = session.customer_details?.email ?? session.customer_email;
        if (session.mode === 'subscription') {
          await learnMonthly(pledge, {
            subscriptionId: idOf(session.subscription),
            customerId: idOf(session.customer),
            email,
          });
          await recordPayment(pledge, {
            // The first invoice: `invoice.paid` names the same one and finds it recorded.
            key: idOf(session.invoice) ?? session.id,
            amountCents: session.amount_total ?? pledge.amountCents,
            renewal: false,
            email,
          });
        } else {
          await GiftPledgeModel.updateOne(
            { _id: pledge._id },
            { $set: { status: 'complete', email: email ?? pledge.email } },
          );
          await recordPayment(pledge, {
            key: session.id,
            amountCents: session.amount_total ?? pledge.amountCents,
            renewal: false,
            email,
          });
        }
        return true;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const subscriptionId = idOf(details?.subscription);
        const pledgeId = details?.metadata?.giftPledgeId;
        const pledge = pledgeId
          ? await GiftPledgeModel.findById(pledgeId).lean()
          : subscriptionId
            ? await GiftPledgeModel.findOne({ subscriptionId }).lean()
            : null;
        if (!pledge) return false;
        await learnMonthly(pledge, {
          subscriptionId,
          customerId: idOf(invoice.customer),
          email: invoice.customer_email,
        });
        await recordPayment(pledge, {
          key: invoice.id ?? `invoice_${randomBytes(8).toString('hex')}`,
          amountCents: invoice.amount_paid,
          renewal: invoice.billing_reason !== 'subscription_create',
          email: invoice.customer_email,
        });
        return true;
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const pledgeId = subscription.metadata?.giftPledgeId;
        const filter = pledgeId ? { _id: pledgeId } : { subscriptionId: subscription.id };
        const pledge = await GiftPledgeModel.findOne(filter).lean();
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

  return { handleStripeEvent };
}

import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { DemoRefundModel } from './demo-refund.model.js';
import { DemoSessionModel, type DemoSessionRecord } from './demo-session.model.js';
import type { DeliveryAddress } from '@ministry/contracts';
import {
  sessionAction,
  type SessionAction,
  type SubscriptionEnded,
  type SubscriptionPaid,
} from './actions.js';
import type {
  CreateSessionInput,
  CreatedSession,
  PaymentProvider,
  ProviderRefund,
  ProviderSession,
  RefundRequest,
  ShippingDetails,
} from './payment-provider.js';

/** Like Stripe's, a demo session can be paid for a day, unless its stock hold ends sooner. */
export const DEMO_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Payments without a Stripe account or a network, for development and demonstrations: the web
 * shows its own pretend card form and completes the session here. No money moves. The id and
 * secret formats are described in the contracts (`demoSessionIdFromClientSecret`).
 */
export class DemoProvider implements PaymentProvider {
  readonly mode = 'demo';
  readonly capabilities = { isDemo: true, webhooks: false, supportsPortal: false } as const;
  readonly publicConfig = { mode: 'demo' } as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async createSession(input: CreateSessionInput): Promise<CreatedSession> {
    const sessionId = `demo_cs_${randomBytes(16).toString('hex')}`;
    await DemoSessionModel.create({
      _id: sessionId,
      orderId: input.orderId,
      status: 'open',
      // As Stripe totals it: the lines less the code's coupon, and the shipping option's rate.
      amountTotal:
        input.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0) -
        (input.discount?.linesOffCents ?? 0) +
        (input.shipping?.amountCents ?? 0),
      ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
      shippingCountries: input.shipping?.countries ?? [],
      expiresAt: input.expiresAt ?? new Date(this.now().getTime() + DEMO_SESSION_LIFETIME_MS),
    });
    return { sessionId, clientSecret: `${sessionId}_secret_${randomBytes(16).toString('hex')}` };
  }

  /**
   * No money moved, so a demo refund is done at once. Like Stripe's, it is made once per key:
   * the same key (a retry, the reconciler after a crash) answers the refund already made.
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    try {
      await DemoRefundModel.updateOne(
        { _id: input.key },
        {
          $setOnInsert: {
            refundId: `demo_re_${randomBytes(12).toString('hex')}`,
            orderId: input.orderId,
            amountCents: input.amountCents,
          },
        },
        { upsert: true },
      );
    } catch (error) {
      // Two attempts with one key at once: the other inserted it, and that refund is the one.
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    const made = await this.findRefund(input);
    if (!made) throw new Error(`demo refund ${input.key} was not recorded`);
    return made;
  }

  async findRefund(input: Pick<RefundRequest, 'key'>): Promise<ProviderRefund | null> {
    const made = await DemoRefundModel.findById(input.key).lean();
    return made ? { id: made.refundId, status: 'succeeded' } : null;
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    const session = await DemoSessionModel.findById(sessionId).lean();
    return session ? this.toProviderSession(session) : null;
  }

  /**
   * The countries a session's delivery address may be in; empty when it has no physical line
   * (no address asked) or the id is unknown.
   */
  async shippingCountries(sessionId: string): Promise<string[]> {
    const session = await DemoSessionModel.findById(sessionId).select('shippingCountries').lean();
    return session?.shippingCountries ?? [];
  }

  /**
   * The pretend payment: an open session becomes complete and paid, once, with the delivery
   * address when it has physical lines. Completing it again answers it unchanged; an expired one
   * stays expired. Answers the news, as Stripe's webhook would bring it; null for an unknown id.
   */
  async completeSession(
    sessionId: string,
    email: string,
    address?: DeliveryAddress,
  ): Promise<SessionAction | null> {
    const now = this.now();
    // An email the checkout fixed (a code counted per buyer) is the one that pays, as in Stripe.
    const fixed = await DemoSessionModel.findById(sessionId).select('customerEmail').lean();
    const payer = fixed?.customerEmail ?? email;
    const shipping = address
      ? {
          name: address.name,
          address: {
            line1: address.line1,
            line2: address.line2,
            city: address.city,
            region: address.region,
            postalCode: address.postalCode,
            country: address.country,
          },
        }
      : undefined;
    const completed = await DemoSessionModel.findOneAndUpdate(
      { _id: sessionId, status: 'open', expiresAt: mongoose.trusted({ $gt: now }) },
      {
        $set: {
          status: 'complete',
          customerEmail: payer,
          completedAt: now,
          ...(shipping ? { shipping } : {}),
        },
      },
      { returnDocument: 'after' },
    ).lean();
    const session = completed
      ? this.toProviderSession(completed)
      : await this.retrieveSession(sessionId);
    return session ? sessionAction(session) : null;
  }

  /**
   * A demo gift, paid the moment it is made (no card, no network): the news Stripe brings of a
   * paid gift checkout, a monthly one starting its subscription.
   */
  giftPaid(gift: {
    pledgeId: string;
    frequency: 'once' | 'monthly';
    amountCents: number;
    email?: string | null | undefined;
  }): SessionAction {
    const paymentId = `demo_${gift.pledgeId}_first`;
    return {
      type: 'payment.succeeded',
      session: {
        id: paymentId,
        status: 'complete',
        paid: true,
        customerEmail: gift.email ?? null,
        orderId: undefined,
        amountTotal: gift.amountCents,
        pledgeId: gift.pledgeId,
        subscription:
          gift.frequency === 'monthly'
            ? { id: undefined, customerId: undefined, firstPaymentId: paymentId }
            : undefined,
      },
    };
  }

  /** What Stripe does each month, on demand: a monthly gift's next payment. */
  giftRenewed(gift: {
    pledgeId: string;
    amountCents: number;
    email?: string | null | undefined;
  }): SubscriptionPaid {
    return {
      type: 'subscription.renewed',
      subscription: { id: undefined, pledgeId: gift.pledgeId },
      customerId: undefined,
      payment: {
        id: `demo_${gift.pledgeId}_${randomBytes(8).toString('hex')}`,
        amountCents: gift.amountCents,
        email: gift.email ?? null,
      },
    };
  }

  /** A monthly gift cancelled by its donor on the manage page. */
  giftEnded(pledgeId: string): SubscriptionEnded {
    return { type: 'subscription.ended', subscription: { id: undefined, pledgeId } };
  }

  private toProviderSession(session: DemoSessionRecord): ProviderSession {
    const expired =
      session.status === 'expired' ||
      (session.status === 'open' && session.expiresAt <= this.now());
    const status = expired ? 'expired' : session.status;
    return {
      id: session._id,
      status,
      paid: status === 'complete',
      customerEmail: session.customerEmail ?? null,
      orderId: session.orderId,
      amountTotal: session.amountTotal,
      shipping: toShipping(session.shipping),
    };
  }
}

function toShipping(shipping: DemoSessionRecord['shipping']): ShippingDetails | undefined {
  const address = shipping?.address;
  if (!shipping?.name || !address?.line1) return undefined;
  const defined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    name: shipping.name,
    address: {
      line1: address.line1,
      line2: defined(address.line2),
      city: defined(address.city),
      region: defined(address.region),
      postalCode: defined(address.postalCode),
      country: defined(address.country),
    },
  };
}

import mongoose from 'mongoose';
import {
  giftDeliveryProblem,
  instantOf,
  shippingCents,
  todayIn,
  type CheckoutLineInput,
  type GiftPurchaseInput,
  type CheckoutSessionResponse,
  type OrderShipping,
  type SessionStatusResponse,
} from '@ministry/contracts';
import { OrderModel, type OrderRecord } from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSession,
} from '../providers/payment-provider.js';
import { providerUnavailable } from '../providers/provider-unavailable.js';
import { priceCart } from './cart.js';
import type { Fulfilment, FulfilmentResult, Payment } from './fulfilment.js';
import { storedAddress } from '../shared/address.js';
import { toDollars } from '../shared/money.js';
import { giftSummaryOf } from '../orders/order-view.js';
import type { ShippingSettings } from './shipping.js';
import { CHECKOUT_HOLD_MS, holdStock, unholdStock } from './stock-holds.js';

export interface CheckoutServiceDeps {
  provider: PaymentProvider;
  fulfilment: Fulfilment;
  webOrigin: string;
  /** The owner's shipping rates, charged on orders with a physical line. */
  shipping: ShippingSettings;
  logger: Logger;
  /** The owner's time zone: a gift's delivery day is a day of the owner's calendar. */
  ownerTimeZone: () => Promise<string>;
  now?: () => Date;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * The checkout's story: price the cart from the database, record the order, open a session with
 * the payment provider, and settle the order when the provider says the session was paid or
 * expired, whoever brings the news first (webhook, status page or demo).
 */
export function createCheckoutService({
  provider,
  fulfilment,
  webOrigin,
  shipping,
  logger,
  ownerTimeZone,
  now = () => new Date(),
}: CheckoutServiceDeps) {
  const returnUrl = `${webOrigin.replace(/\/+$/, '')}/return?session_id={CHECKOUT_SESSION_ID}`;

  async function retrieve(sessionId: string): Promise<ProviderSession> {
    let session: ProviderSession | null;
    try {
      session = await provider.retrieveSession(sessionId);
    } catch (error) {
      logger.error({ err: error, sessionId }, 'checkout session could not be retrieved');
      throw providerUnavailable(error);
    }
    if (!session) throw AppError.notFound('No checkout session with this id.');
    return session;
  }

  async function settle(orderId: string, session: ProviderSession): Promise<FulfilmentResult> {
    if (session.status === 'complete' && session.paid) {
      return fulfilment.fulfil(orderId, paymentOf(session));
    }
    if (session.status === 'complete') {
      await fulfilment.markAwaitingPayment(orderId, paymentOf(session));
    }
    if (session.status === 'expired') await fulfilment.markExpired(orderId);
    return { order: await OrderModel.findById(orderId).lean(), deliveryFailed: false };
  }

  /**
   * The gift as the order keeps it: its day must be today to a year ahead on the owner's calendar
   * (a 400 naming the field otherwise), and it is sent from the start of that day there.
   */
  async function giftToRecord(gift: GiftPurchaseInput) {
    const zone = await ownerTimeZone();
    const problem = giftDeliveryProblem(gift.deliverOn, todayIn(zone, now()));
    if (problem) {
      throw AppError.badRequest(`Invalid request: body.gift.deliverOn ${problem}`, [
        { path: 'body.gift.deliverOn', message: problem },
      ]);
    }
    const [year, month, day] = gift.deliverOn.split('-').map(Number) as [number, number, number];
    return { ...gift, deliverAt: instantOf({ year, month, day, hour: 0, minute: 0 }, zone) };
  }

  async function orderIdOf(session: ProviderSession): Promise<string | undefined> {
    if (session.orderId && mongoose.isValidObjectId(session.orderId)) return session.orderId;
    const order = await OrderModel.findOne({ sessionId: session.id }).select('_id').lean();
    return order?._id.toString();
  }

  return {
    async createCheckoutSession(
      items: CheckoutLineInput[],
      giftInput?: GiftPurchaseInput,
    ): Promise<CheckoutSessionResponse> {
      const gift = giftInput ? await giftToRecord(giftInput) : undefined;
      const lines = await priceCart(items);
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
      // Physical items are held while the checkout is open (a 409 when too few are free), and
      // shipped at the owner's rate.
      const holds = lines.some((line) => line.format === 'physical');
      const shippingAmountCents = shippingCents(shipping, subtotalCents, holds);
      const totalCents = subtotalCents + shippingAmountCents;
      if (holds) await holdStock(lines);
      const holdExpiresAt = holds ? new Date(now().getTime() + CHECKOUT_HOLD_MS) : undefined;
      const order = await OrderModel.create({
        status: 'pending',
        provider: provider.mode,
        lines: lines.map((line) => ({
          product: line.productId,
          name: line.name,
          format: line.format,
          unitPrice: toDollars(line.unitAmount),
          quantity: line.quantity,
          stripePriceId: line.stripePriceId,
          ...(line.payWhatYouCan ? { payWhatYouCan: line.payWhatYouCan } : {}),
          ...(line.priceBreak
            ? {
                listUnitPrice: toDollars(line.priceBreak.listUnitAmount),
                priceBreak: {
                  minQuantity: line.priceBreak.minQuantity,
                  percentOff: line.priceBreak.percentOff,
                },
              }
            : {}),
        })),
        total: toDollars(totalCents),
        ...(holds
          ? { stockHold: 'held', holdExpiresAt, shippingAmount: toDollars(shippingAmountCents) }
          : {}),
        ...(gift ? { gift } : {}),
      }).catch(async (error: unknown) => {
        if (holds) await unholdStock(lines);
        throw error;
      });
      const orderId = order._id.toString();

      let session;
      try {
        session = await provider.createSession({
          orderId,
          lines,
          returnUrl,
          shipping: holds
            ? { amountCents: shippingAmountCents, countries: shipping.countries }
            : undefined,
          expiresAt: holdExpiresAt,
          gift: gift ? { recipientName: gift.recipientName } : undefined,
        });
      } catch (error) {
        const reason =
          error instanceof PaymentProviderError ? error.message : 'The payment provider failed';
        await fulfilment.markFailed(orderId, reason);
        logger.error({ err: error, orderId }, 'checkout session could not be created');
        throw providerUnavailable(
          error,
          'The payment service could not start your checkout. Please try again in a moment.',
        );
      }
      await OrderModel.updateOne({ _id: order._id }, { $set: { sessionId: session.sessionId } });
      logger.info({ orderId, total: toDollars(totalCents) }, 'checkout session created');
      return { clientSecret: session.clientSecret };
    },

    /**
     * What the return page shows. Asks the provider (not our records) whether the session is
     * paid, and settles the order right here when the webhook has not arrived yet.
     */
    async sessionStatus(sessionId: string): Promise<SessionStatusResponse> {
      const known = await OrderModel.findOne({ sessionId }).select('_id').lean();
      if (!known) throw AppError.notFound('No checkout session with this id.');
      const session = await retrieve(sessionId);
      const { order } = await settle(known._id.toString(), session);
      const paid = session.status === 'complete' && order?.status === 'paid';
      return {
        status: session.status,
        customer_email: session.customerEmail ?? order?.customerEmail ?? null,
        ...(paid ? await fulfilment.summary(order) : {}),
        ...(paid && order ? shippingOf(order) : {}),
        ...(paid && order?.gift ? { gift: giftSummaryOf(order.gift) } : {}),
      };
    },

    /**
     * The buyer dropped this checkout (they changed the cart): an order still pending whose
     * session is still open gives its held stock back now rather than when the hold lapses.
     * Should the dropped session be paid after all, fulfilment takes the payment as it does
     * for any expired order (the stock is found again or the payment refunded).
     */
    async releaseSession(sessionId: string): Promise<void> {
      const order = await OrderModel.findOne({ sessionId, status: 'pending' }).select('_id').lean();
      if (!order) return;
      const session = await retrieve(sessionId);
      if (session.status === 'open') await fulfilment.markExpired(order._id.toString());
    },

    /** A session the provider reported (webhook, demo payment): settle its order. */
    async settleSession(session: ProviderSession): Promise<FulfilmentResult> {
      const orderId = await orderIdOf(session);
      if (!orderId) {
        logger.error({ sessionId: session.id }, 'payment news for a session without an order');
        return { order: null, deliveryFailed: false };
      }
      return settle(orderId, session);
    },

    /** An asynchronous payment (a bank debit) failed after the buyer finished the checkout. */
    async paymentFailed(session: ProviderSession): Promise<void> {
      const orderId = await orderIdOf(session);
      if (orderId) {
        await fulfilment.markFailed(
          orderId,
          'The payment failed after checkout',
          paymentOf(session),
        );
      }
    },
  };
}

/** What a provider's session says about its payment. */
const paymentOf = (session: ProviderSession): Payment => ({
  email: session.customerEmail,
  amountTotal: session.amountTotal,
  amountTax: session.amountTax,
  shipping: session.shipping,
  paymentIntentId: session.paymentIntentId,
});

/** An order's shipping as the thank-you page shows it: only when it has a physical line. */
function shippingOf(order: OrderRecord): { shipping?: OrderShipping } {
  if (!order.lines.some((line) => line.format === 'physical')) return {};
  const address = storedAddress(order.shipping?.address);
  return {
    shipping: {
      amount: order.shippingAmount ?? 0,
      ...(order.shipping?.name ? { name: order.shipping.name } : {}),
      ...(address ? { address } : {}),
    },
  };
}

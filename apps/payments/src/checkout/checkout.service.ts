import mongoose from 'mongoose';
import {
  giftDeliveryProblem,
  instantOf,
  shippingCents,
  todayIn,
  type CheckoutLineInput,
  type CheckoutSessionRequest,
  type ParsedCodeCheckRequest,
  type CodeQuote,
  type GiftPurchaseInput,
  type CheckoutSessionResponse,
  type OrderShipping,
  type SessionStatusResponse,
} from '@ministry/contracts';
import { OrderModel, type OrderRecord } from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import { refused, usedByBuyer, usedUp, type CodesService } from '../codes/codes.service.js';
import {
  PaymentProviderError,
  type CheckoutLine,
  type PaymentProvider,
  type ProviderSession,
} from '../providers/payment-provider.js';
import { providerUnavailable } from '../providers/provider-unavailable.js';
import { priceCart } from './cart.js';
import type { Fulfilment, FulfilmentResult, Payment } from './fulfilment.js';
import { storedAddress } from '../shared/address.js';
import { toDollars } from '../shared/money.js';
import { discountOf, giftSummaryOf } from '../orders/order-view.js';
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
  /** Discount codes: their rules and the uses checkouts hold. */
  codes: CodesService;
  /** The owner's day (`YYYY-MM-DD`), which a code's window is read on. */
  today: () => Promise<string>;
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
  codes,
  today,
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

  /** The cart priced from the database, and what posting it costs at the owner's rates. */
  async function priceOrder(items: CheckoutLineInput[]) {
    const lines = await priceCart(items);
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const physical = lines.some((line) => line.format === 'physical');
    return {
      lines,
      subtotalCents,
      physical,
      listShippingCents: shippingCents(shipping, subtotalCents, physical),
    };
  }

  /**
   * What the buyer's code takes off these lines today, on their calendar, with one of its uses
   * (and of theirs, for a code capped per buyer: then the email they pay with is needed) held for
   * this checkout.
   */
  async function takeCode(
    code: string,
    request: CheckoutSessionRequest,
    lines: CheckoutLine[],
    listShippingCents: number,
  ) {
    const priced = await codes.quote({
      code,
      lines,
      shippingCents: listShippingCents,
      calendar: request.calendar,
      today: await today(),
      email: request.email,
    });
    if (priced.usesPerBuyer && !request.email) {
      const reason = `The code ${priced.quote.code} is for one person ${priced.usesPerBuyer === 1 ? 'once' : `${priced.usesPerBuyer} times`}: give the email you will pay with.`;
      throw AppError.badRequest(reason, [{ path: 'body.email', message: reason }]);
    }
    const buyer =
      priced.usesPerBuyer && request.email
        ? { email: request.email, cap: priced.usesPerBuyer }
        : undefined;
    const outcome = await codes.hold(priced.codeId, buyer);
    if (outcome === 'used-up') throw refused(usedUp(priced.quote.code));
    if (outcome === 'buyer-used-up' && buyer) {
      throw refused(usedByBuyer(priced.quote.code, buyer.cap));
    }
    return { ...priced, buyer };
  }

  async function orderIdOf(session: ProviderSession): Promise<string | undefined> {
    if (session.orderId && mongoose.isValidObjectId(session.orderId)) return session.orderId;
    const order = await OrderModel.findOne({ sessionId: session.id }).select('_id').lean();
    return order?._id.toString();
  }

  return {
    /**
     * What a code would take off this cart today, for a buyer on this calendar: the buyer's
     * question before checkout. Holds nothing; a 400 naming the code field when it does not apply.
     */
    async quoteCode(request: ParsedCodeCheckRequest): Promise<CodeQuote> {
      const { lines, listShippingCents } = await priceOrder(request.cartItems);
      const { quote } = await codes.quote({
        code: request.code,
        lines,
        shippingCents: listShippingCents,
        calendar: request.calendar,
        today: await today(),
        email: request.email,
      });
      return quote;
    },

    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSessionResponse> {
      const gift = request.gift ? await giftToRecord(request.gift) : undefined;
      // Physical items are held while the checkout is open (a 409 when too few are free), and
      // shipped at the owner's rate.
      const {
        lines,
        subtotalCents,
        physical: holds,
        listShippingCents,
      } = await priceOrder(request.cartItems);
      // A code is checked on the lines priced here and holds one of its uses (a 400 naming the
      // code field when it does not apply or none is left).
      const discount = request.code
        ? await takeCode(request.code, request, lines, listShippingCents)
        : undefined;
      const shippingAmountCents = listShippingCents - (discount?.shippingOffCents ?? 0);
      const totalCents = subtotalCents - (discount?.linesOffCents ?? 0) + shippingAmountCents;
      try {
        if (holds) await holdStock(lines);
      } catch (error) {
        if (discount) await codes.release(discount.codeId, discount.buyer?.email);
        throw error;
      }
      // A checkout holding stock or a code's use ends when its hold does.
      const holdExpiresAt =
        holds || discount ? new Date(now().getTime() + CHECKOUT_HOLD_MS) : undefined;
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
        ...(holds ? { stockHold: 'held', shippingAmount: toDollars(shippingAmountCents) } : {}),
        ...(holdExpiresAt ? { holdExpiresAt } : {}),
        ...(gift ? { gift } : {}),
        ...(discount
          ? {
              discount: {
                codeId: discount.codeId,
                ...discount.quote,
                email: discount.buyer?.email,
                hold: 'held',
              },
            }
          : {}),
      }).catch(async (error: unknown) => {
        if (holds) await unholdStock(lines);
        if (discount) await codes.release(discount.codeId, discount.buyer?.email);
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
          discount: discount && {
            code: discount.quote.code,
            linesOffCents: discount.linesOffCents,
            shippingOffCents: discount.shippingOffCents,
          },
          customerEmail: discount?.buyer?.email,
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
      return {
        clientSecret: session.clientSecret,
        total: toDollars(totalCents),
        ...(discount ? { discount: discount.quote } : {}),
      };
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
        ...(paid && order?.discount ? { discount: discountOf(order.discount) } : {}),
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

import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type {
  Fund,
  GiftCheckoutResponse,
  GiftList,
  GiftListItem,
  GiftListQuery,
  GiftFund,
  GiftReceipt,
  GiftSessionStatus,
  GiftSummary,
  GivingOptions,
  MonthlyGift,
  ParsedGiftFundsInput,
  ParsedGiftInput,
} from '@ministry/contracts';
import { GIFTS_PAGE_SIZE } from '@ministry/contracts';
import { AppError, type Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { toCents, toDollars } from '../shared/money.js';
import type { DemoProvider } from '../providers/demo-provider.js';
import { askProvider } from '../providers/provider-unavailable.js';
import type { StripeProvider } from '../providers/stripe-provider.js';
import { createGiftEvents } from './gift-events.js';
import { createGiftFunds } from './gift-funds.js';
import { createPaymentRecorder } from './gift-payments.js';
import { GiftModel, GiftPledgeModel, type GiftRecord } from './gift.model.js';
import { escapeRegExp } from '@ministry/db';

export interface GivingSettings {
  minDollars: number;
  maxDollars: number;
  presets: number[];
  /** The configured funds (`GIFT_FUNDS`): the list until the owner saves one in the admin. */
  funds: Fund[];
}

export interface GiftsDeps {
  provider: StripeProvider | DemoProvider;
  settings: GivingSettings;
  mailer: Mailer;
  webOrigin: string;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
}

const invalidGift = (path: string, message: string) =>
  AppError.badRequest(`${path} ${message}`, [{ path, message }]);

/** Gifts whose receipt number, email or fund contains the words (a trusted, escaped pattern). */
const searchFilter = (q: string | undefined) =>
  q
    ? {
        $or: ['receiptNumber', 'email', 'fundName'].map((field) => ({
          [field]: mongoose.trusted({ $regex: escapeRegExp(q), $options: 'i' }),
        })),
      }
    : {};

/** What a donor reads when Stripe cannot answer (a 502 `payment_provider_unavailable`). */
const NOT_OPENED =
  'The payment service could not open the gift form just now, and no money was taken. Please try again in a moment.';
const NOT_CONFIRMED =
  'The payment service could not be asked about your gift just now. Please try again in a moment.';

export function createGiftsService(deps: GiftsDeps) {
  const { provider, settings, now } = deps;
  const funds = createGiftFunds(settings.funds);
  const recordPayment = createPaymentRecorder(deps);
  const events = createGiftEvents({ recordPayment, now });

  /** The fund a donor chose, among those the form offers now (a retired one is refused). */
  const fundFor = async (fundId: string | undefined): Promise<Fund | undefined> => {
    if (!fundId) return undefined;
    const fund = (await funds.offered()).find((candidate) => candidate.id === fundId);
    if (!fund) {
      throw invalidGift('fund', 'must be one of the funds');
    }
    return fund;
  };

  const checkAmount = (amount: number) => {
    if (amount < settings.minDollars || amount > settings.maxDollars) {
      throw invalidGift(
        'amount',
        `must be between $${settings.minDollars} and $${settings.maxDollars}`,
      );
    }
  };

  const toReceipt = (gift: GiftRecord): GiftReceipt => ({
    receiptNumber: gift.receiptNumber,
    amount: toDollars(gift.amountCents),
    frequency: gift.frequency,
    renewal: gift.renewal,
    fund: gift.fundName ?? null,
    paidAt: gift.paidAt.toISOString(),
  });

  const describe = (frequency: 'once' | 'monthly', fund: Fund | undefined) =>
    `${frequency === 'monthly' ? 'Monthly gift' : 'Gift'} to Orthodox Resources${fund ? `: ${fund.name}` : ''}`;

  return {
    async options(): Promise<GivingOptions> {
      return {
        mode: provider.mode,
        minAmount: settings.minDollars,
        maxAmount: settings.maxDollars,
        presets: settings.presets.filter(
          (amount) => amount >= settings.minDollars && amount <= settings.maxDollars,
        ),
        funds: await funds.offered(),
      };
    },

    /** The admin's list of funds, retired ones too. */
    funds(): Promise<GiftFund[]> {
      return funds.all();
    },

    saveFunds(input: ParsedGiftFundsInput): Promise<GiftFund[]> {
      return funds.replace(input);
    },

    /**
     * A Stripe gift's session as its donor comes back from the checkout: paid (the webhook may
     * not have arrived yet, so Stripe is asked while the pledge is still open) or not yet.
     */
    async sessionStatus(sessionId: string): Promise<GiftSessionStatus> {
      const pledge = await GiftPledgeModel.findOne({ sessionId, provider: 'stripe' }).lean();
      if (!pledge) throw AppError.notFound('No gift was started with this checkout session.');
      let paid = pledge.status !== 'open';
      if (!paid && provider.mode === 'stripe') {
        const session = await askProvider(() => provider.retrieveSession(sessionId), NOT_CONFIRMED);
        paid = session?.paid === true;
      }
      return {
        status: paid ? 'paid' : 'open',
        amount: toDollars(pledge.amountCents),
        frequency: pledge.frequency,
        fund: pledge.fundName ?? null,
      };
    },

    /** Starts a gift: Stripe's embedded checkout, or in demo mode the gift recorded at once. */
    async start(input: ParsedGiftInput): Promise<GiftCheckoutResponse> {
      checkAmount(input.amount);
      const fund = await fundFor(input.fund);
      if (provider.mode === 'demo' && !input.email) {
        throw invalidGift('email', 'is required');
      }
      const pledge = await GiftPledgeModel.create({
        frequency: input.frequency,
        amountCents: toCents(input.amount),
        fundId: fund?.id,
        fundName: fund?.name,
        note: input.note,
        anonymous: input.anonymous,
        email: input.email,
        provider: provider.mode,
      });
      const pledgeId = pledge._id.toString();

      if (provider.mode === 'stripe') {
        const session = await askProvider(
          () =>
            provider.createGiftSession({
              pledgeId,
              frequency: input.frequency,
              amountCents: pledge.amountCents,
              description: describe(input.frequency, fund),
              returnUrl: `${deps.webOrigin}/donate?gift_session={CHECKOUT_SESSION_ID}`,
            }),
          NOT_OPENED,
        );
        await GiftPledgeModel.updateOne(
          { _id: pledge._id },
          { $set: { sessionId: session.sessionId } },
        );
        return {
          mode: 'stripe',
          clientSecret: session.clientSecret,
          publishableKey: provider.publishableKey,
        };
      }

      // Demo: no card, no network; the gift is paid the moment it is made.
      const monthly = input.frequency === 'monthly';
      await GiftPledgeModel.updateOne(
        { _id: pledge._id },
        { $set: { status: monthly ? 'active' : 'complete' } },
      );
      const gift = await recordPayment(pledge.toObject(), {
        key: `demo_${pledgeId}_first`,
        amountCents: pledge.amountCents,
        renewal: false,
        email: input.email,
      });
      if (!gift) throw new Error('A new demo gift was already recorded');
      return { mode: 'demo', gift: toReceipt(gift), ...(monthly ? { planId: pledgeId } : {}) };
    },

    /** Stripe's news about gifts (`gift-events.ts`); false for events about no gift. */
    handleStripeEvent: events.handleStripeEvent,

    /** Demo mode: a monthly gift as its donor sees it on the manage page. */
    async monthlyGift(id: string): Promise<MonthlyGift> {
      const pledge = await GiftPledgeModel.findOne({
        _id: id,
        provider: 'demo',
        frequency: 'monthly',
      }).lean();
      if (!pledge || pledge.status === 'open' || pledge.status === 'complete') {
        throw AppError.notFound('No monthly gift with this id.');
      }
      return {
        id,
        amount: toDollars(pledge.amountCents),
        fund: pledge.fundName ?? null,
        status: pledge.status,
      };
    },

    /** Demo mode: what Stripe does each month, on demand. */
    async simulateRenewal(id: string): Promise<GiftReceipt> {
      const current = await this.monthlyGift(id);
      if (current.status !== 'active') {
        throw AppError.conflict('This monthly gift has been cancelled.');
      }
      const pledge = await GiftPledgeModel.findById(id).lean();
      if (!pledge) throw AppError.notFound('No monthly gift with this id.');
      const gift = await recordPayment(pledge, {
        key: `demo_${id}_${randomBytes(8).toString('hex')}`,
        amountCents: pledge.amountCents,
        renewal: true,
        email: pledge.email,
      });
      if (!gift) throw new Error('A new demo renewal was already recorded');
      return toReceipt(gift);
    },

    async changeMonthlyAmount(id: string, amount: number): Promise<MonthlyGift> {
      checkAmount(amount);
      await this.monthlyGift(id);
      await GiftPledgeModel.updateOne(
        { _id: id, status: 'active' },
        { $set: { amountCents: toCents(amount) } },
      );
      return this.monthlyGift(id);
    },

    async cancelMonthly(id: string): Promise<MonthlyGift> {
      await this.monthlyGift(id);
      await GiftPledgeModel.updateOne(
        { _id: id, status: 'active' },
        { $set: { status: 'cancelled', cancelledAt: now() } },
      );
      return this.monthlyGift(id);
    },

    /** The admin's figures: this month, this year, by fund, one-off against monthly. */
    async summary(): Promise<GiftSummary> {
      const today = now();
      const yearStart = new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
      const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      const gifts = await GiftModel.find({ paidAt: mongoose.trusted({ $gte: yearStart }) })
        .select({ amountCents: 1, paidAt: 1, frequency: 1, fundName: 1 })
        .lean();
      const total = (list: { amountCents: number }[]) => ({
        amount: toDollars(list.reduce((sum, gift) => sum + gift.amountCents, 0)),
        count: list.length,
      });
      const funds = [...new Set(gifts.map((gift) => gift.fundName ?? null))];
      const activeEmails = await GiftPledgeModel.distinct('email', {
        frequency: 'monthly',
        status: 'active',
      });
      return {
        thisMonth: total(gifts.filter((gift) => gift.paidAt >= monthStart)),
        thisYear: total(gifts),
        byFund: funds
          .map((fund) => ({
            fund,
            ...total(gifts.filter((gift) => (gift.fundName ?? null) === fund)),
          }))
          .sort((a, b) => b.amount - a.amount),
        oneOff: total(gifts.filter((gift) => gift.frequency === 'once')),
        monthly: total(gifts.filter((gift) => gift.frequency === 'monthly')),
        activeMonthlyDonors: activeEmails.filter(Boolean).length,
      };
    },

    async list(query: { q?: string | undefined; page: number }): Promise<GiftList> {
      const filter = searchFilter(query.q);
      const [gifts, total] = await Promise.all([
        GiftModel.find(filter)
          .sort({ paidAt: -1, _id: -1 })
          .skip((query.page - 1) * GIFTS_PAGE_SIZE)
          .limit(GIFTS_PAGE_SIZE)
          .lean(),
        GiftModel.countDocuments(filter),
      ]);
      return { gifts: gifts.map(toListItem), total, page: query.page, pageSize: GIFTS_PAGE_SIZE };
    },

    async exportable(query: { q?: string | undefined }): Promise<GiftListItem[]> {
      const filter = searchFilter(query.q);
      const gifts = await GiftModel.find(filter).sort({ paidAt: -1, _id: -1 }).lean();
      return gifts.map(toListItem);
    },
  };

  function toListItem(gift: GiftRecord): GiftListItem {
    return {
      ...toReceipt(gift),
      email: gift.email ?? null,
      anonymous: gift.anonymous,
      note: gift.note ?? null,
    };
  }
}

export type GiftsService = ReturnType<typeof createGiftsService>;
export type { GiftListQuery };

import {
  coverCardFee,
  isFreeProduct,
  type CardFee,
  type Fund,
  type GiftCheckoutResponse,
  type GiftListQuery,
  type GiftFund,
  type GiftReceipt,
  type GiftSessionStatus,
  type GivingOptions,
  type MonthlyGift,
  type ParsedGiftFundsInput,
  type ParsedGiftInput,
  type ParsedSponsorCopiesInput,
  sponsoredCopiesWords,
} from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { toCents, toDollars } from '../shared/money.js';
import { receivesWebhooks, type ConfiguredProvider } from '../providers/index.js';
import { askProvider } from '../providers/provider-unavailable.js';
import type { PaymentAction } from '../providers/actions.js';
import { createDonorReports } from './donor-reports.js';
import { createGiftEvents } from './gift-events.js';
import { createFundGoals } from './fund-goals.js';
import { createGiftFunds } from './gift-funds.js';
import { createPaymentRecorder } from './gift-payments.js';
import { prayerListFor } from './prayer-names.js';
import { createGiftReports, toReceipt } from './gift-reports.js';
import {
  GiftModel,
  GiftPledgeModel,
  type GiftPledgeRecord,
  type GiftRecord,
} from './gift.model.js';
import { createCopyPools } from './sponsored-copies.js';

export interface GivingSettings {
  minDollars: number;
  maxDollars: number;
  presets: number[];
  /** The configured funds (`GIFT_FUNDS`): the list until the owner saves one in the admin. */
  funds: Fund[];
  /** The card processor's fee a donor may cover (`CARD_FEE_PERCENT`, `CARD_FEE_FIXED_CENTS`). */
  cardFee: CardFee;
}

export interface GiftsDeps {
  provider: ConfiguredProvider;
  settings: GivingSettings;
  mailer: Mailer;
  webOrigin: string;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
  /** The owner's time zone, whose calendar "this month" and "this year" follow. */
  ownerTimeZone: () => Promise<string>;
}

const invalidGift = (path: string, message: string) =>
  AppError.badRequest(`${path} ${message}`, [{ path, message }]);

/** What a donor reads when Stripe cannot answer (a 502 `payment_provider_unavailable`). */
const NOT_OPENED =
  'The payment service could not open the gift form just now, and no money was taken. Please try again in a moment.';
const NOT_CONFIRMED =
  'The payment service could not be asked about your gift just now. Please try again in a moment.';

export function createGiftsService(deps: GiftsDeps) {
  const { provider, settings, now } = deps;
  const funds = createGiftFunds(settings.funds);
  const copyPools = createCopyPools({ now });
  const recordPayment = createPaymentRecorder(deps);
  const events = createGiftEvents({
    recordPayment,
    now,
    refundsOf: receivesWebhooks(provider) ? (id) => provider.listRefunds(id) : undefined,
  });

  /**
   * What a pledge charges: the gift, grossed up for the card fee when the donor covers it, with
   * how that was reached (`coverCardFee` at the configured fee).
   */
  const charge = (giftCents: number, coverFee: boolean) => {
    if (!coverFee) return { amountCents: giftCents, feeCover: undefined };
    const cover = coverCardFee(giftCents, settings.cardFee);
    return {
      amountCents: cover.totalCents,
      feeCover: { giftCents, feeCents: cover.feeCents, ...settings.cardFee },
    };
  };

  /** The fund a donor chose, among those the form offers now (a retired one is refused). */
  const fundFor = async (fundId: string | undefined): Promise<Fund | undefined> => {
    if (!fundId) return undefined;
    const fund = (await funds.offered()).find((candidate) => candidate.id === fundId);
    if (!fund) {
      throw invalidGift('fund', 'must be one of the funds');
    }
    return fund;
  };

  /**
   * The free resource a gift thanks for, as the shop has it now: a live product that is free
   * (a draft, an archived or an unknown one is refused, and so is one with a price).
   */
  const resourceFor = async (productId: string | undefined) => {
    if (!productId) return undefined;
    const product = await ProductModel.findById(productId)
      .select({ name: 1, slug: 1, status: 1, price: 1 })
      .lean();
    if (!product || product.status !== 'live') {
      throw invalidGift('forProduct', 'must be a resource in the shop');
    }
    if (!isFreeProduct({ price: product.price ?? undefined })) {
      throw invalidGift('forProduct', 'must be a free resource');
    }
    return { productId: product._id, name: product.name, slug: product.slug };
  };

  /** An amount worked out in cents (copies × a copy's price), against the same bounds. */
  const checkCents = (cents: number) => {
    if (cents < settings.minDollars * 100 || cents > settings.maxDollars * 100) {
      throw invalidGift(
        'copies',
        `must come to between $${settings.minDollars} and $${settings.maxDollars}`,
      );
    }
  };

  const checkAmount = (amount: number) => {
    if (amount < settings.minDollars || amount > settings.maxDollars) {
      throw invalidGift(
        'amount',
        `must be between $${settings.minDollars} and $${settings.maxDollars}`,
      );
    }
  };

  /** The demo's news of a payment acted on as Stripe's would be: answers the gift it recorded. */
  const demoGift = async (action: PaymentAction, paymentId: string): Promise<GiftRecord> => {
    await events.handle(action);
    const gift = await GiftModel.findOne({ key: paymentId }).lean();
    if (!gift) throw new Error(`The demo payment ${paymentId} was not recorded`);
    return gift;
  };

  const describe = (
    frequency: 'once' | 'monthly',
    fund: Fund | undefined,
    resource: { name: string } | undefined,
  ) =>
    `${frequency === 'monthly' ? 'Monthly gift' : 'Gift'} to Orthodox Resources${fund ? `: ${fund.name}` : ''}${resource ? ` for “${resource.name}”` : ''}`;

  /** Keeps the pledge and opens its checkout (Stripe), or records it paid at once (demo). */
  const begin = async (
    input: Omit<ParsedGiftInput, 'amount' | 'fund' | 'forProduct'>,
    chosen: {
      giftCents: number;
      description: string;
      fund?: Fund | undefined;
      forResource?: Awaited<ReturnType<typeof resourceFor>>;
      sponsoredCopies?: GiftPledgeRecord['sponsoredCopies'];
    },
  ): Promise<GiftCheckoutResponse> => {
    if (provider.mode === 'demo' && !input.email) {
      throw invalidGift('email', 'is required');
    }
    const pledge = await GiftPledgeModel.create({
      frequency: input.frequency,
      ...charge(chosen.giftCents, input.coverFee),
      fundId: chosen.fund?.id,
      fundName: chosen.fund?.name,
      note: input.note,
      anonymous: input.anonymous,
      email: input.email,
      name: input.name,
      tribute: input.tribute,
      prayerNames: input.prayerNames,
      forResource: chosen.forResource,
      sponsoredCopies: chosen.sponsoredCopies,
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
            description: chosen.description,
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

    // Demo: the gift is paid the moment it is made, and recorded as Stripe's news would be.
    const paid = provider.giftPaid({ ...input, pledgeId, amountCents: pledge.amountCents });
    const gift = await demoGift(paid, paid.session.id);
    const monthly = input.frequency === 'monthly';
    return { mode: 'demo', gift: toReceipt(gift), ...(monthly ? { planId: pledgeId } : {}) };
  };

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
        cardFee: settings.cardFee,
      };
    },

    /** The meters on `/donate`: each offered fund's goal whose period includes today. */
    goals: () => createFundGoals({ funds, now, ownerTimeZone: deps.ownerTimeZone }).progress(),

    /** The admin's list of funds, retired ones too. */
    funds(): Promise<GiftFund[]> {
      return funds.all();
    },

    saveFunds(input: ParsedGiftFundsInput): Promise<GiftFund[]> {
      return funds.replace(input);
    },

    /** Pools of sponsored copies (`sponsored-copies.ts`). */
    copyPools,

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
        feeCovered: pledge.feeCover ? toDollars(pledge.feeCover.feeCents) : null,
        frequency: pledge.frequency,
        fund: pledge.fundName ?? null,
        forResource: pledge.forResource
          ? { name: pledge.forResource.name, slug: pledge.forResource.slug }
          : null,
      };
    },

    /** Starts a gift: Stripe's embedded checkout, or in demo mode the gift recorded at once. */
    async start(input: ParsedGiftInput): Promise<GiftCheckoutResponse> {
      checkAmount(input.amount);
      const fund = await fundFor(input.fund);
      const forResource = await resourceFor(input.forProduct);
      return begin(input, {
        giftCents: toCents(input.amount),
        fund,
        forResource,
        description: describe(input.frequency, fund, forResource),
      });
    },

    /**
     * Starts a gift that sponsors copies from a pool: its amount is the pool's price of a copy
     * times the copies (never an amount the donor sent), within the configured bounds.
     */
    async sponsor(input: ParsedSponsorCopiesInput): Promise<GiftCheckoutResponse> {
      const pool = await copyPools.offeredPool(input.pool);
      const giftCents = input.copies * pool.copyCents;
      checkCents(giftCents);
      const sponsoredCopies = {
        poolId: pool._id,
        poolName: pool.name,
        copies: input.copies,
        copyCents: pool.copyCents,
      };
      return begin(input, {
        giftCents,
        sponsoredCopies,
        description: `${input.frequency === 'monthly' ? 'Monthly gift' : 'Gift'} to Orthodox Resources: ${sponsoredCopiesWords(sponsoredCopies)}`,
      });
    },

    /** The owner's list of names for prayer given over the last `days` days. */
    prayerList: (days: number) => prayerListFor(days, now()),

    /** The provider's news about gifts (`gift-events.ts`); false for news about no gift. */
    handlePaymentAction: events.handle,

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
        // The gift as the donor chose it, without the fee they cover.
        amount: toDollars(pledge.feeCover?.giftCents ?? pledge.amountCents),
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
      if (!pledge || provider.mode !== 'demo')
        throw AppError.notFound('No monthly gift with this id.');
      const renewed = provider.giftRenewed({ ...pledge, pledgeId: id });
      return toReceipt(await demoGift(renewed, renewed.payment.id));
    },

    async changeMonthlyAmount(id: string, amount: number): Promise<MonthlyGift> {
      checkAmount(amount);
      await this.monthlyGift(id);
      const pledge = await GiftPledgeModel.findById(id).select({ feeCover: 1 }).lean();
      // A donor who covers the fee keeps covering it, worked out for the new amount.
      const { amountCents, feeCover } = charge(toCents(amount), Boolean(pledge?.feeCover));
      // A new amount is a plain monthly gift: it no longer pays for the copies it sponsored.
      await GiftPledgeModel.updateOne(
        { _id: id, status: 'active' },
        {
          $set: { amountCents, ...(feeCover ? { feeCover } : {}) },
          $unset: { sponsoredCopies: 1 },
        },
      );
      return this.monthlyGift(id);
    },

    async cancelMonthly(id: string): Promise<MonthlyGift> {
      await this.monthlyGift(id);
      if (provider.mode === 'demo') await events.handle(provider.giftEnded(id));
      return this.monthlyGift(id);
    },

    ...createGiftReports(now, deps.ownerTimeZone),
    ...createDonorReports(now, deps.ownerTimeZone),
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
export type { GiftListQuery };

import mongoose from 'mongoose';
import type { ManagedGifts, ManagedMonthlyGift, MonthlyGift } from '@ministry/contracts';
import { AppError, type Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { toDollars } from '../shared/money.js';
import { createEmailSignIn } from '../library/email-sign-in.js';
import type { ConfiguredProvider } from '../providers/index.js';
import { providerUnavailable } from '../providers/provider-unavailable.js';
import { GiftSignInTokenModel } from './gift-sign-in-token.model.js';
import { manageSignInEmail } from './gift-manage-email.js';
import { GiftModel, GiftPledgeModel } from './gift.model.js';
import type { GiftsService, GivingSettings } from './gifts.service.js';
import { escapeRegExp } from '@ministry/db';

/** An emailed "Manage my monthly gift" link works once, for this long. */
export const MANAGE_LINK_MINUTES = 30;
/** Signed in to manage monthly gifts: long enough to look and decide, no longer. */
export const MANAGE_SESSION_MS = 60 * 60 * 1000;
export const MANAGE_SIGNED_OUT =
  'Your sign-in to manage your monthly gift has ended. Please ask for a new link.';

export interface GiftManageDeps {
  provider: ConfiguredProvider;
  gifts: GiftsService;
  settings: Pick<GivingSettings, 'minDollars' | 'maxDollars'>;
  mailer: Mailer;
  webOrigin: string;
  supportEmail: string;
  logger: Logger;
  now: () => Date;
}

/** Pledges keep the address as the checkout gave it; the donor's session matches any case. */
const ownActivePlans = (email: string) => ({
  email: mongoose.trusted({ $regex: `^${escapeRegExp(email)}$`, $options: 'i' }),
  frequency: 'monthly' as const,
  status: 'active' as const,
});

/** A sponsor of copies signs in too, to see how many of their copies have been sent. */
const ownSponsoredGifts = (email: string) => ({
  email: mongoose.trusted({ $regex: `^${escapeRegExp(email)}$`, $options: 'i' }),
  'sponsoredCopies.poolId': mongoose.trusted({ $type: 'string' as const }),
});

/** The same day next month, or the month's last day when it has no such day (31 Jan → 28 Feb). */
const monthAfter = (date: Date): Date => {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
};

/**
 * "Manage my monthly gift": a donor signs in with a link emailed to the address they gave with
 * (the same kind as "My downloads"), then sees that address's active monthly gifts and, in demo
 * mode, changes an amount or cancels here, or in Stripe mode goes to Stripe's customer portal.
 * Every action names one plan and is refused (404) unless it is the signed-in address's own.
 */
export function createGiftManage(deps: GiftManageDeps) {
  const { provider, gifts, logger, now } = deps;
  const webOrigin = deps.webOrigin.replace(/\/+$/, '');
  const signIn = createEmailSignIn({
    model: GiftSignInTokenModel,
    now,
    linkMinutes: MANAGE_LINK_MINUTES,
    sessionMs: MANAGE_SESSION_MS,
    signedOut: MANAGE_SIGNED_OUT,
  });

  /** The donor's own active monthly plan, or 404 (another's, cancelled, or made up). */
  async function ownPlan(email: string, id: string) {
    const pledge = await GiftPledgeModel.findOne({ _id: id, ...ownActivePlans(email) }).lean();
    if (!pledge) throw AppError.notFound('You have no active monthly gift with this id.');
    return pledge;
  }

  const demoOnly = () => {
    if (provider.mode !== 'demo') {
      throw AppError.notFound('Monthly gifts are managed on Stripe’s page.');
    }
  };

  return {
    openSession: signIn.openSession,
    sessionEmail: signIn.sessionEmail,
    signOut: signIn.signOut,

    /**
     * Emails a sign-in link if the address has an active monthly gift; nothing otherwise. The
     * route has already answered, the same for every address, when this runs.
     */
    async sendSignInLink(email: string): Promise<void> {
      const known =
        (await GiftPledgeModel.exists(ownActivePlans(email))) ??
        (await GiftModel.exists(ownSponsoredGifts(email)));
      if (!known) {
        logger.info('gift manage sign-in asked for an address without a monthly gift');
        return;
      }
      const token = await signIn.issueLink(email);
      await deps.mailer.send(
        manageSignInEmail({
          to: email,
          url: `${webOrigin}/donate/manage/sign-in?token=${token}`,
          minutes: MANAGE_LINK_MINUTES,
          supportEmail: deps.supportEmail,
        }),
      );
    },

    /** The address's active monthly gifts, oldest first, with when each next falls due. */
    async plans(email: string): Promise<ManagedGifts> {
      const pledges = await GiftPledgeModel.find(ownActivePlans(email))
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      const planGifts: ManagedMonthlyGift[] = [];
      for (const pledge of pledges) {
        const last =
          provider.mode === 'demo'
            ? await GiftModel.findOne({ pledge: pledge._id })
                .sort({ paidAt: -1 })
                .select({ paidAt: 1 })
                .lean()
            : null;
        planGifts.push({
          id: pledge._id.toString(),
          amount: toDollars(pledge.feeCover?.giftCents ?? pledge.amountCents),
          fund: pledge.fundName ?? null,
          startedAt: pledge.createdAt.toISOString(),
          // Stripe keeps a subscription's schedule (its portal shows it); the demo's is ours.
          nextChargeAt: last ? monthAfter(last.paidAt).toISOString() : null,
        });
      }
      return {
        mode: provider.mode,
        email,
        gifts: planGifts,
        minAmount: deps.settings.minDollars,
        maxAmount: deps.settings.maxDollars,
      };
    },

    /** The donor's gifts of copies, newest first, each with how many have been sent. */
    sponsoredGifts: (email: string) => gifts.copyPools.donorGifts(email),

    /** Demo mode: one of the donor's own active monthly gifts. */
    async monthlyGift(email: string, id: string): Promise<MonthlyGift> {
      demoOnly();
      await ownPlan(email, id);
      return gifts.monthlyGift(id);
    },

    /** Demo mode: a new monthly amount, within the configured bounds. */
    async changeAmount(email: string, id: string, amount: number): Promise<MonthlyGift> {
      demoOnly();
      await ownPlan(email, id);
      return gifts.changeMonthlyAmount(id, amount);
    },

    async cancel(email: string, id: string): Promise<MonthlyGift> {
      demoOnly();
      await ownPlan(email, id);
      return gifts.cancelMonthly(id);
    },

    /** Demo mode: Stripe's next monthly charge, now (what tests use to see a renewal). */
    async simulateRenewal(email: string, id: string) {
      demoOnly();
      await ownPlan(email, id);
      return gifts.simulateRenewal(id);
    },

    /** Stripe mode: a customer-portal session for the plan's customer, back to the manage page. */
    async portal(email: string, id: string): Promise<{ url: string }> {
      if (provider.mode !== 'stripe') throw AppError.notFound('Stripe is not in use.');
      const pledge = await ownPlan(email, id);
      if (!pledge.customerId) {
        throw AppError.conflict(
          `This monthly gift cannot be changed online yet. Please write to ${deps.supportEmail}.`,
        );
      }
      try {
        const url = await provider.createPortalSession({
          customerId: pledge.customerId,
          returnUrl: `${webOrigin}/donate/manage`,
        });
        return { url };
      } catch (error) {
        logger.error({ err: error, pledge: id }, 'customer portal session could not be created');
        throw providerUnavailable(
          error,
          'Stripe’s page could not be opened just now. Please try again in a moment.',
        );
      }
    },
  };
}

export type GiftManage = ReturnType<typeof createGiftManage>;

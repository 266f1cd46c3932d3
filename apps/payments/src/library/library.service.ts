import mongoose from 'mongoose';
import type { LibraryItem, LibraryResponse } from '@ministry/contracts';
import { DownloadGrantModel, escapeRegExp, OrderModel } from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import type { Mailer } from '@ministry/mail';
import { createGrantLinks } from '../shared/grant-links.js';
import { DEFAULT_LINK_RULES, grantTermsFor, type LinkRules } from '../shared/link-rules.js';
import { createEmailSignIn } from './email-sign-in.js';
import { signInEmail } from './library-email.js';
import { LibraryTokenModel } from './library-token.model.js';

/** An emailed sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 30;
/** A library session (the web's httpOnly cookie) lasts a few hours. */
export const LIBRARY_SESSION_MS = 4 * 60 * 60 * 1000;
/** A Download button's link: long enough to start the download, too short to share. */
export const LIBRARY_LINK_MS = 15 * 60 * 1000;

export const SIGNED_OUT = 'Your downloads session has ended. Please ask for a new sign-in link.';

export interface LibraryServiceDeps {
  mailer: Mailer;
  logger: Logger;
  downloadSecret: string;
  webOrigin: string;
  supportEmail: string;
  now: () => Date;
  linkRules?: LinkRules;
}

export type LibraryService = ReturnType<typeof createLibraryService>;

/**
 * The paid orders whose downloads are the address's: its own purchases, and gifts to it once
 * they were sent (a gift bought for someone else is theirs, not the buyer's). Orders are stored
 * with the addresses as typed; the library matches any case.
 */
const paidOrdersOf = (email: string) => {
  const address = new RegExp(`^${escapeRegExp(email)}$`, 'i');
  return {
    status: 'paid' as const,
    $or: [
      { customerEmail: address, gift: null },
      { 'gift.recipientEmail': address, 'gift.sentAt': mongoose.trusted({ $ne: null }) },
    ],
  };
};

/**
 * "My downloads": a buyer signs in with a link emailed to an address that paid for orders, and
 * gets every digital item bought with it (not refunded) and fresh links to them, for as long as
 * the shop exists. Signing in is the shared emailed-link kind (`email-sign-in.ts`).
 */
export function createLibraryService(deps: LibraryServiceDeps) {
  const { logger, now } = deps;
  const webOrigin = deps.webOrigin.replace(/\/+$/, '');
  const links = createGrantLinks(deps);

  const signIn = createEmailSignIn({
    model: LibraryTokenModel,
    now,
    linkMinutes: SIGN_IN_LINK_MINUTES,
    sessionMs: LIBRARY_SESSION_MS,
    signedOut: SIGNED_OUT,
  });

  return {
    /**
     * Emails a sign-in link if the address has paid orders; nothing otherwise. The route has
     * already answered (the same for every address) when this runs.
     */
    async sendSignInLink(email: string): Promise<void> {
      if (!(await OrderModel.exists(paidOrdersOf(email)))) {
        logger.info('library sign-in asked for an address without orders');
        return;
      }
      const token = await signIn.issueLink(email);
      await deps.mailer.send(
        signInEmail({
          to: email,
          url: `${webOrigin}/downloads/sign-in?token=${token}`,
          minutes: SIGN_IN_LINK_MINUTES,
          supportEmail: deps.supportEmail,
        }),
      );
    },

    openSession: signIn.openSession,
    sessionEmail: signIn.sessionEmail,
    signOut: signIn.signOut,

    /** Every digital item the address paid for and was not refunded, newest first. */
    async library(email: string): Promise<LibraryResponse> {
      const orders = await OrderModel.find(paidOrdersOf(email))
        .select('number paidAt createdAt lines')
        .lean();
      const grants = await DownloadGrantModel.find({
        order: mongoose.trusted({ $in: orders.map((order) => order._id) }),
        revokedAt: null,
      }).lean();
      const byId = new Map(orders.map((order) => [order._id.toString(), order]));
      const items = grants.flatMap((grant): LibraryItem[] => {
        const order = byId.get(grant.order.toString());
        const line = order?.lines.find(
          (candidate) =>
            candidate.format === 'digital' &&
            candidate.product.toString() === grant.product.toString(),
        );
        if (!order || !line || line.refundStatus === 'refunded') return [];
        const purchasedAt = order.paidAt ?? order.createdAt;
        return [
          {
            id: grant._id.toString(),
            title: line.name,
            format: 'digital',
            orderNumber: order.number ?? order._id.toString(),
            purchasedAt: new Date(purchasedAt).toISOString(),
          },
        ];
      });
      items.sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
      return { email, items };
    },

    /**
     * A fresh link to one item, working for 15 minutes. The download is counted on the item's
     * grant as for an emailed link; a grant that is used up or past its date is renewed on the
     * product's (or the shop's) terms first, since the library is the buyer's lasting way back.
     */
    async downloadLink(email: string, itemId: string): Promise<{ downloadUrl: string }> {
      const grant = await DownloadGrantModel.findOne({ _id: itemId, revokedAt: null }).lean();
      const order = grant
        ? await OrderModel.findOne({ _id: grant.order, ...paidOrdersOf(email) })
            .select('lines')
            .lean()
        : null;
      const line = order?.lines.find(
        (candidate) => candidate.product.toString() === grant?.product.toString(),
      );
      if (!grant || !line || line.refundStatus === 'refunded') {
        throw AppError.notFound('This item is not in your downloads.');
      }
      const at = now();
      if (grant.downloadsLeft <= 0 || grant.expiresAt <= at) {
        const terms = await grantTermsFor(
          [grant.product],
          deps.linkRules ?? DEFAULT_LINK_RULES,
          at,
        );
        await DownloadGrantModel.updateOne(
          { _id: grant._id, revokedAt: null },
          { $set: terms.get(grant.product.toString()) },
        );
      }
      return { downloadUrl: links.pathOf(grant, at.getTime() + LIBRARY_LINK_MS) };
    },
  };
}

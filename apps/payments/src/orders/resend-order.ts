import type { OrderActionResponse } from '@ministry/contracts';
import { DownloadGrantModel, type OrderActor, OrderModel, type OrderRecord } from '@ministry/db';
import { AppError } from '@ministry/http';
import { confirmationEmail, linksEmail, type DownloadLink } from '../emails/order-confirmation.js';
import { createGrantLinks } from '../shared/grant-links.js';
import { DEFAULT_LINK_RULES, grantTermsFor, type LinkRules } from '../shared/link-rules.js';
import { type BuyerMailDeps, sendToBuyer } from './buyer-mail.js';
import { recordEvent, resolveAttention } from './order-events.js';
import { findOrder, mustBePaid, orderDetail } from './order-lookup.js';

export interface ResendOrderDeps extends BuyerMailDeps {
  downloadSecret: string;
  webOrigin: string;
  supportEmail: string;
  /** How reissued links work (downloads, days); the shop's defaults unless told. */
  linkRules?: LinkRules | undefined;
}

/** The order desk's second chances: the confirmation sent again, and fresh download links. */
export function createResendOrder(deps: ResendOrderDeps) {
  const { now } = deps;
  const links = createGrantLinks(deps);

  /** The order's working download links (refunded ones left out), signed afresh. */
  async function downloadLinks(order: OrderRecord): Promise<DownloadLink[]> {
    const grants = await DownloadGrantModel.find({ order: order._id, revokedAt: null }).lean();
    return links.emailLinks(order, grants);
  }

  /**
   * Who is sent an order's links: the buyer, or a gift's recipient once their gift went out
   * (before its day, nobody: the gift's email carries the links then).
   */
  const linksRecipient = (order: OrderRecord): string | null | undefined =>
    order.gift ? (order.gift.sentAt ? order.gift.recipientEmail : null) : order.customerEmail;

  return {
    /** Sends the confirmation again, with the download links that still work. */
    async resend(number: string, actor: OrderActor): Promise<OrderActionResponse> {
      const order = await findOrder(number);
      mustBePaid(order, 'confirmed');
      if (!order.customerEmail) {
        throw AppError.conflict(`Order ${number} has no email address to send to.`);
      }
      const message = confirmationEmail({
        order,
        to: order.customerEmail,
        // A gift's links are the recipient's: the buyer's confirmation never carries them.
        downloads: order.gift ? [] : await downloadLinks(order),
        supportEmail: deps.supportEmail,
        libraryUrl: links.libraryUrl,
      });
      const sent = await sendToBuyer(deps, order, message, 'Order confirmation (resent)', actor);
      if (!sent) {
        throw new AppError(
          502,
          'email_failed',
          'The confirmation could not be sent. Please try again in a moment.',
          { expose: true },
        );
      }
      const at = now();
      // Counts as the confirmation: a late webhook or status check does not send it again.
      await OrderModel.updateOne(
        { _id: order._id, emailSentAt: null },
        { $set: { emailSentAt: at } },
      );
      await OrderModel.updateOne(
        { _id: order._id, fulfilledAt: null },
        { $set: { fulfilledAt: at } },
      );
      await resolveAttention(order._id, ['email_failed'], at);
      return { order: await orderDetail(order._id), emailSent: true };
    },

    /** Fresh download links: every grant not refunded gets a new expiry and its uses back. */
    async reissueLinks(number: string, actor: OrderActor): Promise<OrderActionResponse> {
      const order = await findOrder(number);
      mustBePaid(order, 'given new links');
      const at = now();
      const grants = await DownloadGrantModel.find({ order: order._id, revokedAt: null })
        .select('product')
        .lean();
      const terms = await grantTermsFor(
        grants.map((grant) => grant.product),
        deps.linkRules ?? DEFAULT_LINK_RULES,
        at,
      );
      let modifiedCount = 0;
      for (const grant of grants) {
        const renewed = await DownloadGrantModel.updateOne(
          { _id: grant._id, revokedAt: null },
          { $set: terms.get(grant.product.toString()) },
        );
        modifiedCount += renewed.modifiedCount;
      }
      if (modifiedCount === 0) {
        throw AppError.conflict(`Order ${number} has no download links to reissue.`);
      }
      await recordEvent(order._id, 'links_reissued', actor, undefined, at);
      const to = linksRecipient(order);
      const emailSent = to
        ? await sendToBuyer(
            deps,
            order,
            linksEmail({
              order,
              to,
              downloads: await downloadLinks(order),
              supportEmail: deps.supportEmail,
              libraryUrl: links.libraryUrl,
            }),
            'New download links',
            actor,
          )
        : false;
      return { order: await orderDetail(order._id), emailSent };
    },
  };
}

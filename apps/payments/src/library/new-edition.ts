import type mongoose from 'mongoose';
import type { NewEditionAnswer } from '@ministry/contracts';
import { OrderModel, ProductModel, trusted } from '@ministry/db';
import { AppError, type Logger } from '@ministry/http';
import { type StaffMember } from '@ministry/http/staff-auth';
import type { Mailer } from '@ministry/mail';
import { newEditionEmail } from '../emails/new-edition.js';
import { recordEvent, staffActor } from '../orders/order-events.js';

export interface NewEditionDeps {
  mailer: Mailer;
  logger: Logger;
  webOrigin: string;
  supportEmail: string;
  now: () => Date;
}

export type NewEditions = ReturnType<typeof createNewEditions>;

interface Claimed {
  _id: mongoose.Types.ObjectId;
  number: string;
  email: string;
}

/**
 * "Tell past buyers" after the owner replaced a digital product's file. Each paid order holding
 * a line of it that was not refunded is claimed for this edition (the product and its current
 * file) in one conditional update, so a double click or a retry never tells a buyer twice; each
 * address gets one email, however many of those orders it placed, and each order's timeline
 * says so. A claim whose email could not be sent is given back, for the next call to retry.
 */
export function createNewEditions(deps: NewEditionDeps) {
  const { logger, now } = deps;
  const libraryUrl = `${deps.webOrigin.replace(/\/+$/, '')}/downloads`;

  return {
    async announce(productId: string, staff: StaffMember): Promise<NewEditionAnswer> {
      const product = await ProductModel.findById(productId)
        .select('name format downloadFileId downloadFile')
        .lean();
      if (!product) throw AppError.notFound('Product not found');
      if (product.format !== 'digital') {
        throw AppError.conflict('Only a digital product has editions to announce.');
      }
      const file = product.downloadFileId?.toString() ?? product.downloadFile;
      if (!file) throw AppError.conflict('This product has no file to announce yet.');
      const edition = `${product._id.toString()}:${file}`;

      const orders = await OrderModel.find({
        status: 'paid',
        'lines.product': product._id,
        announcedEditions: trusted({ $ne: edition }),
      })
        .select('number customerEmail lines gift')
        .lean();
      // A gift's downloads are its recipient's, once sent (before then, its email brings the
      // new edition anyway).
      const ownerOf = (order: (typeof orders)[number]) =>
        order.gift ? (order.gift.sentAt ? order.gift.recipientEmail : null) : order.customerEmail;
      const owners = orders.filter(
        (order) =>
          ownerOf(order) &&
          order.lines.some(
            (line) =>
              line.product.equals(product._id) && line.format === 'digital' && !line.refundStatus,
          ),
      );

      const claimed: Claimed[] = [];
      for (const order of owners) {
        const { modifiedCount } = await OrderModel.updateOne(
          { _id: order._id, announcedEditions: trusted({ $ne: edition }) },
          { $push: { announcedEditions: edition } },
        );
        if (modifiedCount === 1) {
          claimed.push({
            _id: order._id,
            number: order.number ?? order._id.toString(),
            email: ownerOf(order) ?? '',
          });
        }
      }

      const byBuyer = new Map<string, Claimed[]>();
      for (const order of claimed) {
        const key = order.email.trim().toLowerCase();
        byBuyer.set(key, [...(byBuyer.get(key) ?? []), order]);
      }

      let notified = 0;
      let failed = 0;
      const actor = staffActor(staff);
      const note = `New edition of "${product.name}" announced to the buyer`;
      for (const buyerOrders of byBuyer.values()) {
        const to = buyerOrders[0]?.email ?? '';
        try {
          await deps.mailer.send(
            newEditionEmail({
              to,
              title: product.name,
              orderNumbers: buyerOrders.map((order) => order.number),
              libraryUrl,
              supportEmail: deps.supportEmail,
            }),
          );
        } catch (error) {
          failed += 1;
          logger.error(
            { err: error, productId, orders: buyerOrders.map((order) => order.number) },
            'new edition email could not be sent',
          );
          await OrderModel.updateMany(
            { _id: trusted({ $in: buyerOrders.map((order) => order._id) }) },
            { $pull: { announcedEditions: edition } },
          );
          continue;
        }
        notified += 1;
        const at = now();
        for (const order of buyerOrders)
          await recordEvent(order._id, 'new_edition', actor, note, at);
      }
      logger.info({ productId, notified, failed }, 'new edition announced');
      return { notified, failed };
    },
  };
}

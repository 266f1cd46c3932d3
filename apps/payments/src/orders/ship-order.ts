import type { OrderActionResponse, ShipmentInput } from '@ministry/contracts';
import { type OrderActor, OrderModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import { shippingEmail } from '../emails/order-updates.js';
import { type BuyerMailDeps, sendToBuyer } from './buyer-mail.js';
import { CARRIERS, trackingUrlFor } from './carriers.js';
import { recordEvent, resolveAttention } from './order-events.js';
import { findOrder, mustBePaid, orderDetail } from './order-lookup.js';
import { isToShip } from './order-view.js';

export interface ShipOrderDeps extends BuyerMailDeps {
  supportEmail: string;
}

/** The order desk's shipping: the parcel is posted, the timeline says so, the buyer is told. */
export function createShipOrder(deps: ShipOrderDeps) {
  const { now } = deps;

  return {
    /** Marks the physical items posted and tells the buyer (with the tracking link, if any). */
    async ship(
      number: string,
      input: ShipmentInput,
      actor: OrderActor,
    ): Promise<OrderActionResponse> {
      const order = await findOrder(number);
      mustBePaid(order, 'shipped');
      if (order.shipment?.shippedAt) {
        throw AppError.conflict(
          `Order ${number} was already marked shipped on ${order.shipment.shippedAt.toISOString().slice(0, 10)}.`,
        );
      }
      if (!isToShip(order)) throw AppError.conflict(`Order ${number} has nothing to ship.`);

      const { carrier, trackingNumber } = input;
      const trackingUrl =
        carrier && trackingNumber ? trackingUrlFor(carrier, trackingNumber) : null;
      const carrierName = carrier ? CARRIERS[carrier].name : undefined;
      const at = now();
      const { modifiedCount } = await OrderModel.updateOne(
        { _id: order._id, 'shipment.shippedAt': null },
        {
          $set: {
            shipment: {
              shippedAt: at,
              ...(carrier ? { carrier } : {}),
              ...(trackingNumber ? { trackingNumber } : {}),
              ...(trackingUrl ? { trackingUrl } : {}),
            },
          },
        },
      );
      if (modifiedCount === 0)
        throw AppError.conflict(`Order ${number} was already marked shipped.`);
      const note = trackingNumber
        ? [carrierName, trackingNumber].filter(Boolean).join(' ')
        : [carrierName, 'untracked'].filter(Boolean).join(', ');
      await recordEvent(order._id, 'shipped', actor, note, at);
      await resolveAttention(order._id, ['out_of_stock'], at);

      const emailSent = order.customerEmail
        ? await sendToBuyer(
            deps,
            order,
            shippingEmail({
              order,
              to: order.customerEmail,
              supportEmail: deps.supportEmail,
              carrierName,
              trackingNumber,
              trackingUrl,
            }),
            'Shipping notice',
            actor,
          )
        : false;
      return { order: await orderDetail(order._id), emailSent };
    },
  };
}

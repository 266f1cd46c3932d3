import { formatAddress } from '@ministry/address';
import type { OrderDetail } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
import { formatAmount, formatDate } from '@/lib/format';
import { carrierName } from './carrier-names';
import { Fact } from './order-parts';
import { useAdminTime } from '../../lib/owner-time-zone';

/** Who bought, how they paid, where it goes and how it went: the order's summary card. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { time } = useAdminTime();
  return (
    <Card variant="panel" className="mb-8">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Buyer">
          {order.customerEmail ? (
            <a
              href={`mailto:${order.customerEmail}`}
              className="underline-offset-4 hover:underline"
            >
              {order.customerEmail}
            </a>
          ) : (
            'No email'
          )}
        </Fact>
        <Fact label="Paid">{order.paidAt ? time(order.paidAt) : 'Not paid'}</Fact>
        <Fact label="Payment">
          <span className="font-mono text-sm break-all">
            {order.paymentId ?? '—'}{' '}
            <span className="font-sans text-ink-500">
              ({order.provider === 'demo' ? 'demo' : 'Stripe'})
            </span>
          </span>
        </Fact>
        <Fact label={order.gift ? `Ship to (gift for ${order.gift.recipientName})` : 'Ship to'}>
          <ShipTo order={order} />
        </Fact>
        {order.gift ? (
          <Fact label="Gift">
            <GiftFacts
              gift={order.gift}
              posts={order.lines.some((line) => line.format === 'physical')}
            />
          </Fact>
        ) : null}
        {order.discount ? (
          <Fact label="Discount code">
            <span className="block font-mono">{order.discount.code}</span>
            <span className="block text-sm text-ink-700">
              {order.discount.says}
              {order.discount.shippingOff > 0 && order.discount.linesOff > 0
                ? `, and ${formatAmount(order.discount.shippingOff)} of shipping`
                : ''}
            </span>
          </Fact>
        ) : null}
        {order.shipment ? (
          <Fact label="Shipment">
            <Shipment shipment={order.shipment} />
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}

/** The name and address the buyer gave, one part a line. */
function ShipTo({ order }: { order: OrderDetail }) {
  if (!order.shipping) {
    return order.lines.some((line) => line.format === 'physical')
      ? 'No address was given'
      : 'Nothing to post';
  }
  const parts = formatAddress({ name: order.shipping.name, ...order.shipping.address });
  return (
    <address className="not-italic">
      {parts.map((part) => (
        <span key={part} className="block">
          {part}
        </span>
      ))}
    </address>
  );
}

/**
 * "This is a gift": for whom, from whom, the message and the day; whether the recipient's email
 * went out; a parcel goes to the address given, which is the recipient's.
 */
function GiftFacts({ gift, posts }: { gift: NonNullable<OrderDetail['gift']>; posts: boolean }) {
  const { time } = useAdminTime();
  return (
    <>
      <span className="block">
        For {gift.recipientName}{' '}
        <a
          href={`mailto:${gift.recipientEmail}`}
          className="break-all underline-offset-4 hover:underline"
        >
          {gift.recipientEmail}
        </a>
        , from {gift.fromName}
      </span>
      <span className="block">Deliver on {formatDate(gift.deliverOn)}</span>
      <span className="block text-sm text-ink-500">
        {gift.sentAt ? `Email sent ${time(gift.sentAt)}` : 'Email not sent yet'}
      </span>
      {posts ? (
        <span className="block text-sm font-semibold text-ink-900">
          Ship to the address given: it is {gift.recipientName}&apos;s.
        </span>
      ) : null}
      {gift.message ? (
        <q className="mt-1 block text-sm whitespace-pre-line text-ink-700 italic">{gift.message}</q>
      ) : null}
    </>
  );
}

/** The carrier (when named) and the tracking number, linked to its page, or "Untracked". */
function Shipment({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  const { day } = useAdminTime();
  const { carrier, trackingNumber, trackingUrl } = shipment;
  return (
    <>
      {carrier ? `${carrierName(carrier)} ` : null}
      {trackingNumber && trackingUrl ? (
        <a
          href={trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="underline-offset-4 hover:underline"
        >
          {trackingNumber}
        </a>
      ) : (
        (trackingNumber ?? 'Untracked')
      )}
      <span className="block text-sm text-ink-500">{day(shipment.shippedAt)}</span>
    </>
  );
}

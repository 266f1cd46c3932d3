import { formatAddress } from '@ministry/address';
import type { OrderDetail } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
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
        <Fact label="Ship to">
          <ShipTo order={order} />
        </Fact>
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

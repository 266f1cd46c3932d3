import type { OrderDetail, OrderEvent } from '@ministry/contracts';
import { Section } from './order-parts';
import { useAdminTime } from '../../lib/owner-time-zone';

const EVENT_LABELS: Record<OrderEvent['type'], string> = {
  created: 'Order created',
  paid: 'Paid',
  email_sent: 'Email sent',
  email_failed: 'Email failed',
  shipped: 'Shipped',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  links_reissued: 'Download links reissued',
  new_edition: 'New edition announced',
};

function actorName(actor: OrderEvent['actor']): string {
  switch (actor.kind) {
    case 'staff':
      return actor.email ?? 'Staff';
    case 'buyer':
      return actor.email ? `Buyer (${actor.email})` : 'Buyer';
    case 'stripe':
      return 'Stripe';
    case 'system':
      return 'The shop';
  }
}

/** The order's history: every event, when, and who did it. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { time } = useAdminTime();
  return (
    <Section title="Timeline">
      <ol className="space-y-3 border-l-2 border-parchment-300 pl-4">
        {timeline.map((event, position) => (
          <li key={`${event.at}-${event.type}-${position}`} className="text-sm">
            <p>
              <span className="font-semibold text-ink-900">{EVENT_LABELS[event.type]}</span>
              <span className="text-ink-500">
                {' '}
                · {time(event.at)} · {actorName(event.actor)}
              </span>
            </p>
            {event.note ? <p className="text-ink-700">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

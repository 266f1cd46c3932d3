import type { OrderDetail } from '@ministry/contracts';
import { OrderActions, type OrderActionsProps } from './order-actions';
import { OrderBadges } from './order-badges';
import { OrderDownloads } from './order-downloads';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderRefunds } from './order-refunds';
import { OrderTimeline } from './order-timeline';

/** One order, top to bottom: where it stands, its facts, lines, refunds, actions and history. */
export function OrderView(props: OrderActionsProps) {
  const { order } = props;
  return (
    <>
      <div className="mb-6">
        <OrderBadges
          state={order.state}
          toShip={order.toShip}
          needsAttention={order.needsAttention}
        />
      </div>
      <Attention items={order.attention} />
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <OrderDownloads downloads={order.downloads} />
      <OrderRefunds order={order} />
      {order.paidAt !== null ? <OrderActions {...props} /> : null}
      <OrderTimeline timeline={order.timeline} />
    </>
  );
}

/** The problems the owner must resolve, above everything else. */
function Attention({ items }: { items: OrderDetail['attention'] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="note"
      className="mb-8 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="font-semibold">Needs attention</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={`${item.kind}-${item.at ?? ''}-${item.message}`}>{item.message}</li>
        ))}
      </ul>
    </div>
  );
}

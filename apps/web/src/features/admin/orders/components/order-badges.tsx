import type { OrderState } from '@ministry/contracts';
import { cn } from '@/components/ui/cn';

const STATE: Record<OrderState, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'bg-parchment-200 text-ink-700 ring-parchment-400' },
  paid: { label: 'Paid', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  shipped: { label: 'Shipped', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  partially_refunded: {
    label: 'Partly refunded',
    tone: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  refunded: { label: 'Refunded', tone: 'bg-parchment-200 text-ink-700 ring-parchment-400' },
  abandoned: { label: 'Abandoned', tone: 'bg-parchment-200 text-ink-500 ring-parchment-300' },
  failed: { label: 'Failed', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

const badge =
  'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 whitespace-nowrap';

/** Where an order stands, then the flags that ask for the owner: to ship, needs attention. */
export function OrderBadges({
  state,
  toShip,
  needsAttention,
}: {
  state: OrderState;
  toShip: boolean;
  needsAttention: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={cn(badge, STATE[state].tone)}>{STATE[state].label}</span>
      {toShip ? (
        <span className={cn(badge, 'bg-gold-300/40 text-burgundy-900 ring-gold-500')}>To ship</span>
      ) : null}
      {needsAttention ? (
        <span className={cn(badge, 'bg-red-50 text-red-800 ring-red-300')}>Needs attention</span>
      ) : null}
    </span>
  );
}

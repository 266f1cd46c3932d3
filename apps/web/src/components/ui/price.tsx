import { formatPrice } from '@/lib/format';
import type { StockLabel } from '@/lib/stock';
import { cn } from './cn';

const BADGE = 'inline-flex items-center rounded-full px-3 py-0.5 text-xs font-bold';

/** The FREE badge of free resources. */
export function FreeBadge({ className }: { className?: string }) {
  return (
    <span className={cn(BADGE, 'bg-gold-400 tracking-widest text-ink-900', className)}>FREE</span>
  );
}

/**
 * A card's "Sold out" or "Only 2 left" (lib/stock's `stockBadge`), beside the FREE badge: in
 * this module rather than its own so the cards' pages fetch one small chunk, not two.
 */
export function StockBadge({ badge, className }: { badge: StockLabel; className?: string }) {
  const tone =
    badge.level === 'out' ? 'bg-burgundy-800 text-parchment-50' : 'bg-parchment-50 text-ink-900';
  return <span className={cn(BADGE, 'tracking-wide', tone, className)}>{badge.text}</span>;
}

/** A price in dollars with two decimals, or "Free". */
export function Price({ price, className }: { price: number | undefined; className?: string }) {
  return (
    <span className={cn('font-semibold text-burgundy-700 tabular-nums', className)}>
      {formatPrice(price)}
    </span>
  );
}

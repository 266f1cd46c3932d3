import type { StockLabel } from '@/lib/stock';
import { cn } from './cn';

/** A card's "Sold out" or "Only 2 left", over the corner of its picture (lib/stock's `stockBadge`). */
export function StockBadge({ badge, className }: { badge: StockLabel; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-0.5 text-xs font-bold tracking-wide',
        badge.level === 'out'
          ? 'bg-burgundy-800 text-parchment-50'
          : 'bg-parchment-50 text-ink-900',
        className,
      )}
    >
      {badge.text}
    </span>
  );
}

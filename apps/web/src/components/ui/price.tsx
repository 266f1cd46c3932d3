import { formatPrice } from '@/lib/format';
import { cn } from './cn';

/** The FREE badge of free resources. */
export function FreeBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold tracking-widest text-ink-900',
        className,
      )}
    >
      FREE
    </span>
  );
}

/** A price in dollars with two decimals, or "Free". */
export function Price({ price, className }: { price: number | undefined; className?: string }) {
  return (
    <span className={cn('font-semibold text-burgundy-700 tabular-nums', className)}>
      {formatPrice(price)}
    </span>
  );
}

import type { CodeQuote } from '@ministry/contracts';
import { formatAmount } from '@/lib/format';
import { cn } from './cn';

/**
 * "Code BRIGHT-WEEK (20% off) −$4.20": what a discount code took off an order's lines, above its
 * shipping and total. Nothing for a code that only made the shipping free (the shipping says so).
 */
export function DiscountLine({ discount, className }: { discount: CodeQuote; className?: string }) {
  if (discount.linesOff === 0) return null;
  return (
    <p className={cn('flex justify-between gap-4 text-emerald-800', className)}>
      <span>
        Code {discount.code} <span className="text-sm">({discount.gives})</span>
      </span>
      <span className="shrink-0 whitespace-nowrap tabular-nums">
        −{formatAmount(discount.linesOff)}
      </span>
    </p>
  );
}

import { formatAmount } from '@/lib/format';
import { cn } from './cn';

/**
 * "Shipping $5.00" or "Shipping Free": the line above an order's total; "Free (code POST-FREE)"
 * when a code made it free.
 */
export function ShippingLine({
  amount,
  code,
  className,
}: {
  amount: number;
  code?: string | undefined;
  className?: string;
}) {
  let shown = formatAmount(amount);
  if (amount === 0) shown = code ? `Free (code ${code})` : 'Free';
  return (
    <p className={cn('flex justify-between', className)}>
      <span>Shipping</span>
      <span className="tabular-nums">{shown}</span>
    </p>
  );
}

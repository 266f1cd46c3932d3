import { formatAmount } from '@/lib/format';
import { cn } from './cn';

/** "Shipping $5.00" or "Shipping Free": the line above an order's total. */
export function ShippingLine({ amount, className }: { amount: number; className?: string }) {
  return (
    <p className={cn('flex justify-between', className)}>
      <span>Shipping</span>
      <span className="tabular-nums">{amount === 0 ? 'Free' : formatAmount(amount)}</span>
    </p>
  );
}

import { formatAmount } from '@/lib/format';

/** The drawer's "Total" line; shipping, when the cart posts anything, is already in `amount`. */
export function TotalLine({ amount }: { amount: number }) {
  return (
    <p className="flex justify-between font-serif text-xl text-ink-900">
      <span>Total</span>
      <span className="tabular-nums" data-testid="cart-total">
        {formatAmount(amount)}
      </span>
    </p>
  );
}

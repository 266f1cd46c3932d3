import type { CartItem } from '@ministry/contracts';
import { formatAmount, formatLabel } from '@/lib/format';

/** The lines of the order and its total. */
export function OrderSummary({ items, total }: { items: readonly CartItem[]; total: number }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm"
    >
      <h2 id="order-summary-heading" className="text-2xl">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-parchment-300">
        {items.map((item) => (
          <li
            key={`${item._id}-${item.selectedFormat}`}
            className="flex items-start justify-between gap-4 py-3"
          >
            <div>
              <p className="font-serif text-lg leading-snug">{item.name}</p>
              <p className="text-sm text-ink-500">
                {formatLabel(item.selectedFormat)} · {formatAmount(item.price)} × {item.quantity}
              </p>
            </div>
            <p className="font-semibold tabular-nums">{formatAmount(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t-2 border-gold-400 pt-3 font-serif text-xl">
        <span>Total</span>
        <span className="tabular-nums">{formatAmount(total)}</span>
      </p>
    </section>
  );
}

import type { Product } from '@ministry/contracts';
import { priceCopies } from '@ministry/contracts/price-breaks';
import { formatAmount } from '@/lib/format';

/**
 * Parish quantities: what one copy costs from so many on, for a parish ordering for a study
 * group. Computed by the rule payments charges with; the cart applies it as the quantity grows.
 */
export function ParishQuantities({ product }: { product: Pick<Product, 'price' | 'priceBreaks'> }) {
  const breaks = product.priceBreaks ?? [];
  if (!product.price || breaks.length === 0) return null;
  const listCents = Math.round(product.price * 100);
  return (
    <section
      aria-labelledby="parish-quantities-heading"
      className="rounded-lg border border-gold-400/60 bg-gold-100/40 p-4"
    >
      <h2 id="parish-quantities-heading" className="text-lg">
        Parish quantities
      </h2>
      <ul className="mt-2 space-y-1 text-ink-700">
        {breaks.map((priceBreak) => (
          <li key={priceBreak.minQuantity} className="flex flex-wrap justify-between gap-x-4">
            <span>{priceBreak.minQuantity} or more copies</span>
            <span className="tabular-nums">
              <strong className="text-ink-900">
                {formatAmount(
                  priceCopies(listCents, priceBreak.minQuantity, breaks).unitCents / 100,
                )}
              </strong>{' '}
              each ({priceBreak.percentOff}% off)
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-500">The price drops in your cart as you add copies.</p>
    </section>
  );
}

import type { Product } from '@ministry/contracts';

export const LOW_STOCK_THRESHOLD = 3;

type Stocked = Pick<Product, 'format' | 'stock'>;

/**
 * Whether a product can be bought. A digital item never runs out (the shop checks stock only for
 * what it posts); a physical one without a count has no limit.
 */
export const isInStock = ({ format, stock }: Stocked): boolean =>
  format === 'digital' || stock === undefined || stock > 0;

/**
 * "Instant download" for a digital item; for a physical one "Currently Unavailable", a low-stock
 * warning at 3 or fewer, or the count.
 */
export function StockStatus({ product: { format, stock } }: { product: Stocked }) {
  if (format === 'digital') {
    return (
      <p className="inline-flex items-center gap-2 text-ink-700">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-600" />
        Instant download
      </p>
    );
  }
  if (stock === undefined) return null;
  if (stock <= 0) {
    return (
      <p className="inline-flex items-center gap-2 font-semibold text-burgundy-600">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-burgundy-500" />
        Currently Unavailable
      </p>
    );
  }
  if (stock <= LOW_STOCK_THRESHOLD) {
    return (
      <p className="inline-flex items-center gap-2 font-semibold text-gold-700">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-gold-500" />
        Only {stock} left
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-2 text-ink-700">
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-600" />
      In stock: {stock}
    </p>
  );
}

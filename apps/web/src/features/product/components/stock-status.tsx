export const LOW_STOCK_THRESHOLD = 3;

/** Whether a product can be bought: no stock count means no limit (digital items). */
export const isInStock = (stock: number | undefined): boolean => stock === undefined || stock > 0;

/** "Currently Unavailable", a low-stock warning at 3 or fewer, or the count. */
export function StockStatus({ stock }: { stock: number | undefined }) {
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

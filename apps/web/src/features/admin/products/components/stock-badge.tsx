import { stockLevel } from '@ministry/contracts';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** "Out of stock" or "Low" when the count is; nothing when there is enough. */
export function StockBadge({ stock }: { stock: number | undefined }) {
  const level = stockLevel(stock);
  if (level === 'out') {
    return <span className={`${BADGE} bg-red-50 text-red-800 ring-red-200`}>Out of stock</span>;
  }
  if (level === 'low') {
    return <span className={`${BADGE} bg-amber-50 text-amber-900 ring-amber-300`}>Low</span>;
  }
  return null;
}

/** The stock count, with a badge when it is low or gone (digital products have no stock). */
export function StockCell({ stock, physical }: { stock: number | undefined; physical: boolean }) {
  if (!physical) return <span className="text-ink-500">—</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">{stock ?? 0}</span>
      <StockBadge stock={stock} />
    </span>
  );
}

/** Active products are on the storefront; archived ones are hidden but kept for orders. */
export function ProductStatusBadge({ archived }: { archived: boolean }) {
  return archived ? (
    <span className={`${BADGE} bg-parchment-200 text-ink-700 ring-parchment-400`}>Archived</span>
  ) : (
    <span className={`${BADGE} bg-emerald-50 text-emerald-800 ring-emerald-200`}>Active</span>
  );
}

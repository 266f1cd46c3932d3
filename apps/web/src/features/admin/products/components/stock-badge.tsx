import { stockLevel, type ProductStatus } from '@ministry/contracts';

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

const STATUS_BADGES: Record<ProductStatus, { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  live: { label: 'Live', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  archived: { label: 'Archived', tone: 'bg-parchment-200 text-ink-700 ring-parchment-400' },
};

/** Live products are on the storefront; drafts are staff's only; archived ones kept for orders. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { label, tone } = STATUS_BADGES[status];
  return <span className={`${BADGE} ${tone}`}>{label}</span>;
}

import type { Product } from '@ministry/contracts';
import { stockLevel, type StockLevel } from '@ministry/contracts/product-rules';

type Stocked = Pick<Product, 'format' | 'stock'>;

/**
 * Whether an edition can be bought. A digital item never runs out (the shop checks stock only for
 * what it posts); a physical one without a count has no limit.
 */
export const isInStock = ({ format, stock }: Stocked): boolean =>
  format === 'digital' || stock === undefined || stock > 0;

export interface StockLabel {
  level: 'download' | StockLevel;
  text: string;
}

/**
 * What the product page says of an edition's stock: "Instant download" for a digital one; for a
 * physical one "Currently Unavailable", "Only 2 left" at the low-stock threshold or under, or
 * "In stock: 12". Nothing for a physical edition without a count.
 */
export function stockLabel({ format, stock }: Stocked): StockLabel | null {
  if (format === 'digital') return { level: 'download', text: 'Instant download' };
  if (stock === undefined) return null;
  const level = stockLevel(stock);
  const text = {
    out: 'Currently Unavailable',
    low: `Only ${stock} left`,
    in: `In stock: ${stock}`,
  }[level];
  return { level, text };
}

/**
 * A card's badge for the edition its link opens: "Sold out", or the page's "Only N left";
 * nothing when there is enough. (A title's lead is its digital edition when it has one, which
 * never runs out: only a title sold in print alone is ever marked.)
 */
export function stockBadge(edition: Stocked): StockLabel | null {
  const label = stockLabel(edition);
  if (label?.level === 'out') return { level: 'out', text: 'Sold out' };
  return label?.level === 'low' ? label : null;
}

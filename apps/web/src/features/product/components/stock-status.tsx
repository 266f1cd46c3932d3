import type { Product } from '@ministry/contracts';
import { cn } from '@/components/ui/cn';
import { stockLabel } from '@/lib/stock';

const TONES = {
  download: { text: 'text-ink-700', dot: 'bg-emerald-600' },
  in: { text: 'text-ink-700', dot: 'bg-emerald-600' },
  low: { text: 'font-semibold text-gold-700', dot: 'bg-gold-500' },
  out: { text: 'font-semibold text-burgundy-600', dot: 'bg-burgundy-500' },
} as const;

/** The edition's stock as `stockLabel` words it, with a dot of its colour. */
export function StockStatus({ product }: { product: Pick<Product, 'format' | 'stock'> }) {
  const label = stockLabel(product);
  if (!label) return null;
  const tone = TONES[label.level];
  return (
    <p className={cn('inline-flex items-center gap-2', tone.text)}>
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', tone.dot)} />
      {label.text}
    </p>
  );
}

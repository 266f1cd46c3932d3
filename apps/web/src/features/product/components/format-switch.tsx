import type { Product, ProductFormat } from '@ministry/contracts';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { formatLabel, formatPrice } from '@/lib/format';
import { productHref } from '@/lib/links';

const ORDER: ProductFormat[] = ['digital', 'physical'];

/**
 * "Choose a format": Digital | Physical with each edition's price, when the title exists in
 * both. Each is a link to its edition's own address (`?format=`), so the choice can be shared.
 */
export function FormatSwitch({ current, other }: { current: Product; other: Product }) {
  const labelId = useId();
  const byFormat = { [current.format]: current, [other.format]: other };
  return (
    <nav aria-label="Format" aria-describedby={labelId}>
      <p id={labelId} className="mb-2 text-sm font-semibold text-ink-700">
        Choose a format
      </p>
      <ul className="inline-flex flex-wrap gap-1 rounded-md border border-burgundy-700/40 p-1">
        {ORDER.map((format) => {
          const product = byFormat[format];
          if (!product) return null;
          const selected = format === current.format;
          return (
            <li key={format}>
              <Link
                to={productHref(product)}
                replace
                aria-current={selected ? 'page' : undefined}
                className={
                  selected
                    ? 'flex min-w-28 flex-col items-center rounded bg-burgundy-700 px-4 py-1.5 text-parchment-50'
                    : 'flex min-w-28 flex-col items-center rounded px-4 py-1.5 text-burgundy-800 hover:bg-burgundy-50'
                }
              >
                <span className="text-sm font-semibold">{formatLabel(format)}</span>{' '}
                <span className="text-xs tabular-nums">{formatPrice(product.price)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

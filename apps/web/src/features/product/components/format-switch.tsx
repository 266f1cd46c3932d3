import type { Product, ProductFormat } from '@ministry/contracts';
import { Link } from 'react-router';
import { formatLabel } from '@/lib/format';
import { productHref } from '@/lib/links';

const ORDER: ProductFormat[] = ['digital', 'physical'];

/** Digital | Physical, when the title exists in both formats. */
export function FormatSwitch({ current, other }: { current: Product; other: Product }) {
  const byFormat = { [current.format]: current, [other.format]: other };
  return (
    <nav aria-label="Format" className="inline-flex rounded-md border border-burgundy-700/40 p-1">
      {ORDER.map((format) => {
        const product = byFormat[format];
        if (!product) return null;
        const selected = format === current.format;
        return (
          <Link
            key={format}
            to={productHref(product)}
            replace
            aria-current={selected ? 'page' : undefined}
            className={
              selected
                ? 'rounded bg-burgundy-700 px-4 py-1.5 text-sm font-semibold text-parchment-50'
                : 'rounded px-4 py-1.5 text-sm font-semibold text-burgundy-800 hover:bg-burgundy-50'
            }
          >
            {formatLabel(format)}
          </Link>
        );
      })}
    </nav>
  );
}

import { priceInputSchema, type AdminProduct } from '@ministry/contracts';
import { formatAmount, formatPrice } from '@/lib/format';
import { InlineEditionField } from './inline-edition-field';

const dollars = (price: number) => price.toFixed(2);

/** The Price cell: an admin reprices an edition here; an editor reads it (prices are the admin's). */
export function InlinePrice({ product, editable }: { product: AdminProduct; editable: boolean }) {
  // A chosen price has two amounts: they are changed in the product's form.
  if (product.payWhatYouCan) {
    return (
      <span className="text-sm">
        Pay what you can
        <span className="block text-xs text-ink-500 tabular-nums">
          from {formatAmount(product.payWhatYouCan.minimum)},{' '}
          {formatAmount(product.payWhatYouCan.suggested)} suggested
        </span>
      </span>
    );
  }
  if (!editable) return <span className="tabular-nums">{formatPrice(product.price)}</span>;
  return (
    <InlineEditionField
      product={product}
      field="price"
      value={product.price ?? 0}
      schema={priceInputSchema}
      shown={dollars}
      inputMode="decimal"
      prefix="$"
    >
      {product.price ? null : <span className="text-xs font-medium text-ink-700">Free</span>}
    </InlineEditionField>
  );
}

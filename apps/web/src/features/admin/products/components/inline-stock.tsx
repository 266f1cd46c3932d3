import { stockInputSchema, type AdminProduct } from '@ministry/contracts';
import { InlineEditionField } from './inline-edition-field';
import { StockBadge, StockCell } from './stock-badge';

const count = (stock: number) => String(stock);

/**
 * The Stock cell: an admin restocks a physical edition here; an editor reads the count (stock is
 * the admin's); a digital edition has none.
 */
export function InlineStock({ product, editable }: { product: AdminProduct; editable: boolean }) {
  const physical = product.format === 'physical';
  if (!editable || !physical) return <StockCell stock={product.stock} physical={physical} />;
  return (
    <InlineEditionField
      product={product}
      field="stock"
      value={product.stock ?? 0}
      schema={stockInputSchema}
      shown={count}
      inputMode="numeric"
    >
      <StockBadge stock={product.stock} />
    </InlineEditionField>
  );
}

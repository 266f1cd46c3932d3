import type { CartItem } from '@ministry/contracts';
import { ShippingLine } from '@/components/ui/shipping-line';
import { shippingOf, useShippingTerms } from '@/lib/shipping';
import { TotalLine } from './drawer-total-line';

/**
 * What the checkout will charge to post the physical items, shown before the total. The cart
 * drawer loads this part only once it opens: every page carries the drawer, few need shipping.
 */
export default function DrawerTotal({ items, total }: { items: CartItem[]; total: number }) {
  const terms = useShippingTerms(items.some((item) => item.selectedFormat === 'physical'));
  const shipping = terms && shippingOf(terms, items);
  return (
    <>
      {shipping !== null && <ShippingLine amount={shipping} className="text-ink-700" />}
      <TotalLine amount={total + (shipping ?? 0)} />
    </>
  );
}

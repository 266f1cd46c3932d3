import type { CartItem, CodeQuote } from '@ministry/contracts';
import { DiscountLine } from '@/components/ui/discount-line';
import { LineProblem } from '@/components/ui/line-problem';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ShippingLine } from '@/components/ui/shipping-line';
import { formatAmount, formatLabel } from '@/lib/format';
import { lineTotalOf, pricingNote, unitPriceOf } from '@/lib/line-price';

/** Changing the order from its summary: each change starts the checkout again. */
export interface OrderChanges {
  /** The most each line may ask for (what is free to sell of a physical item). */
  limitOf: (item: CartItem) => number;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** A change is being made: the controls wait. */
  busy: boolean;
}

/** The lines of the order, its shipping and total, with − / + when the order may be changed. */
export function OrderSummary({
  items,
  total,
  shipping = null,
  discount = null,
  changes,
}: {
  items: readonly CartItem[];
  /** Shipping included. */
  total: number;
  /** Dollars to post the physical items (0: free); null when nothing is posted. */
  shipping?: number | null;
  /** The code the checkout was made with: what it takes off (`total` is already less it). */
  discount?: CodeQuote | null;
  changes?: OrderChanges | undefined;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      aria-busy={changes?.busy ?? false}
      className="rounded-xl border border-parchment-300 bg-parchment-50 p-6 shadow-sm"
    >
      <h2 id="order-summary-heading" className="text-2xl">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-parchment-300">
        {items.map((item) => (
          <li key={`${item._id}-${item.selectedFormat}`} className="py-3">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="font-serif text-lg leading-snug">{item.name}</p>
                <p className="text-sm text-ink-500">
                  {formatLabel(item.selectedFormat)} · {formatAmount(unitPriceOf(item))} ×{' '}
                  {item.quantity}
                </p>
                {pricingNote(item) && (
                  <p className="text-sm text-emerald-800">{pricingNote(item)}</p>
                )}
              </div>
              <p className="font-semibold tabular-nums">{formatAmount(lineTotalOf(item))}</p>
            </div>
            {changes && <LineControls item={item} changes={changes} />}
          </li>
        ))}
      </ul>
      {discount && (
        <DiscountLine discount={discount} className="border-t border-parchment-300 py-3" />
      )}
      {shipping !== null && (
        <ShippingLine
          amount={shipping - (discount?.shippingOff ?? 0)}
          code={discount?.shippingOff ? discount.code : undefined}
          className="border-t border-parchment-300 py-3"
        />
      )}
      <p className="mt-2 flex justify-between border-t-2 border-gold-400 pt-3 font-serif text-xl">
        <span>Total</span>
        <span className="tabular-nums">{formatAmount(total)}</span>
      </p>
    </section>
  );
}

function LineControls({ item, changes }: { item: CartItem; changes: OrderChanges }) {
  const limit = changes.limitOf(item);
  const change = (quantity: number) => {
    if (!changes.busy) changes.onQuantity(item, quantity);
  };
  const remove = () => {
    if (!changes.busy) changes.onRemove(item);
  };
  return (
    <>
      <div className="mt-2">
        <QuantityStepper
          name={item.name}
          quantity={item.quantity}
          max={changes.busy ? item.quantity : limit}
          onChange={change}
        />
      </div>
      <LineProblem
        name={item.name}
        quantity={item.quantity}
        limit={limit}
        onChange={change}
        onRemove={remove}
      />
    </>
  );
}

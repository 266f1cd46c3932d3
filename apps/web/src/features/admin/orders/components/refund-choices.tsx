import type { OrderDetailLine } from '@ministry/contracts';
import { formatAmount, formatLabel } from '@/lib/format';

interface RefundChoicesProps {
  /** The lines that may still be refunded. */
  lines: OrderDetailLine[];
  chosen: number[];
  onToggle: (index: number, on: boolean) => void;
  /** The shipping that may still be refunded; 0 when there is none (free, or given back). */
  shipping: number;
  shippingChosen: boolean;
  onToggleShipping: (on: boolean) => void;
}

const box = 'size-4 accent-burgundy-700';

/** The refund's checklist: each line left to refund, then the shipping when it may be. */
export function RefundChoices(props: RefundChoicesProps) {
  const { lines, chosen, onToggle, shipping, shippingChosen, onToggleShipping } = props;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-900">Lines to refund</legend>
      <ul className="space-y-1">
        {lines.map((line) => (
          <li key={line.index}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(line.index)}
                onChange={(event) => onToggle(line.index, event.target.checked)}
                className={box}
              />
              {line.quantity} × {line.name} ({formatLabel(line.format)}) ·{' '}
              {formatAmount(line.lineTotal)}
            </label>
          </li>
        ))}
        {shipping > 0 ? (
          <li>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={shippingChosen}
                onChange={(event) => onToggleShipping(event.target.checked)}
                className={box}
              />
              Shipping · {formatAmount(shipping)}
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}

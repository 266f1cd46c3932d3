/**
 * − quantity + for one line of the cart or the order summary. The buttons are named for the
 * item, so a screen reader hears which line they change; + stops at `max` (what is free to sell,
 * or the cap per line) and − at 1 (removing is a separate, deliberate action). Given `limit`
 * (the most that can be sold), it says so once the quantity reaches it, so that a + that no
 * longer works is explained.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  limit,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  limit?: number;
  onChange: (quantity: number) => void;
}) {
  const step =
    'inline-flex h-9 w-9 items-center justify-center rounded-md border border-burgundy-700/40 bg-parchment-50 text-lg font-semibold text-burgundy-800 hover:bg-burgundy-50 disabled:cursor-not-allowed disabled:opacity-40';
  const stepper = (
    <div role="group" aria-label={`Quantity of ${name}`} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={step}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        aria-label={`One fewer ${name}`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="min-w-20 text-center text-sm text-ink-700 tabular-nums" aria-live="polite">
        Quantity: {quantity}
      </span>
      <button
        type="button"
        className={step}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
        aria-label={`One more ${name}`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
  if (limit === undefined) return stepper;
  return (
    <div>
      {stepper}
      <p aria-live="polite" className="mt-1 text-xs text-ink-500">
        {quantity === limit && `${limit} is the most we can sell you.`}
      </p>
    </div>
  );
}

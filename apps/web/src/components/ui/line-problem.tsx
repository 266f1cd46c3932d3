/**
 * Said under a cart line that asks for more than is free to sell, with the one click that
 * fixes it: "Change to N" when some are left, "Remove" when none are.
 */
export function LineProblem({
  name,
  quantity,
  limit,
  onChange,
  onRemove,
}: {
  name: string;
  quantity: number;
  limit: number;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  if (quantity <= limit) return null;
  const fix =
    'mt-2 inline-flex min-h-9 items-center rounded-md bg-burgundy-700 px-3 text-sm font-semibold text-parchment-50 hover:bg-burgundy-800';
  return (
    <div role="alert" className="mt-2 rounded-md border border-burgundy-500/30 bg-burgundy-50 p-3">
      <p className="text-sm text-burgundy-800">
        {limit === 0
          ? 'This item is no longer available.'
          : `Only ${limit} left, so we cannot sell you ${quantity}.`}
      </p>
      {limit === 0 ? (
        <button type="button" className={fix} onClick={onRemove}>
          Remove <span className="sr-only">{name}</span>
        </button>
      ) : (
        <button type="button" className={fix} onClick={() => onChange(limit)}>
          Change to {limit} <span className="sr-only">of {name}</span>
        </button>
      )}
    </div>
  );
}

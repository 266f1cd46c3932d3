import type { GiftResource } from '@ministry/contracts/gifts';

/** The page of the resource a gift thanked for (its title's own address, as its link names it). */
export const resourceHref = (resource: Pick<GiftResource, 'slug'>): string =>
  `/product/${encodeURIComponent(resource.slug)}`;

/**
 * "Your gift for “Morning Prayer Card”": the top of the giving form when a free resource's
 * "Give something for this?" brought the donor, with a way to give for the work as a whole.
 */
export function GiftForResource({
  name,
  error,
  onDrop,
}: {
  name: string;
  /** The payments service refused the resource (no longer in the shop, say). */
  error?: string | undefined;
  onDrop: () => void;
}) {
  return (
    <div className="rounded-md border border-gold-400 bg-gold-100 px-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <p className="py-2 font-semibold">Your gift for “{name}”</p>
        <button
          type="button"
          className="min-h-11 text-left text-sm font-semibold text-burgundy-800 underline underline-offset-2 hover:text-burgundy-700"
          onClick={onDrop}
        >
          Not for this resource
        </button>
      </div>
      {error ? (
        <p role="alert" className="pb-2 text-sm font-medium text-burgundy-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

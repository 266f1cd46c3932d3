/**
 * For pages that are the visitor's own (the staff session in local storage, the cart): the
 * server sends only their loading state and the browser renders them. A route module exports
 * `clientLoader = browserOnly()` and `HydrateFallback`.
 */
export const browserOnly = () =>
  Object.assign(() => Promise.resolve(null), { hydrate: true as const });

/** Shown while an admin screen's code loads on a direct visit. */
export function AdminLoading() {
  return (
    <p role="status" className="grid min-h-screen place-items-center bg-parchment-100 text-ink-500">
      Loading…
    </p>
  );
}

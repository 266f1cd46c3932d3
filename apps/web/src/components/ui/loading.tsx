/** A calm loading line, announced politely to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-500">
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-2 border-parchment-400 border-t-burgundy-700"
      />
      {label}
    </p>
  );
}

/** The whole screen while a browser-only area's first code loads. */
export function PageLoading() {
  return (
    <p role="status" className="grid min-h-screen place-items-center bg-parchment-100 text-ink-500">
      Loading…
    </p>
  );
}

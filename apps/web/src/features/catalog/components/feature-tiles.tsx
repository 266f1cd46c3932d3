interface Tile {
  title: string;
  text: string;
  icon: string;
}

/** A row of small introductory tiles (the kinds of prayer tools or prayers a page offers). */
export function FeatureTiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <section aria-label={label} className="mb-12">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li
            key={tile.title}
            className="rounded-lg border border-parchment-300 bg-parchment-50/80 p-5 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-burgundy-700 text-lg text-gold-300"
            >
              {tile.icon}
            </span>
            <h2 className="mt-3 text-xl">{tile.title}</h2>
            <p className="mt-1 text-sm text-ink-700">{tile.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Pearl } from '@ministry/contracts';

/**
 * The pearl the page opens on: the one passed in navigation state (`featuredPearlId`, from the
 * sidebar), else the one the address names, else the first when that id is not found; a page
 * opened without an id gets a random one.
 */
export function selectFeaturedPearl(
  pearls: readonly Pearl[],
  { stateId, routeId, random }: { stateId?: string; routeId?: string; random: number },
): Pearl | undefined {
  const byId = (id: string | undefined) =>
    id === undefined ? undefined : pearls.find((pearl) => pearl._id === id);
  return (
    byId(stateId) ??
    (routeId !== undefined
      ? (byId(routeId) ?? pearls[0])
      : pearls[Math.floor(random * pearls.length)])
  );
}

/** Case-insensitive match of the search on the title or the book. */
export function matchesSearch(pearl: Pearl, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    pearl.title.toLowerCase().includes(needle) ||
    (pearl.book?.toLowerCase().includes(needle) ?? false)
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';

// The header's search is in every page's HTML, but its code is fetched apart from the first
// page's JavaScript (130 kB budget): React hydrates the server's markup when the chunk arrives,
// and until then it is a plain form (in a `<details>` on desktop), which already works. The
// server has the module at hand from the start: a lazy part would be sent last, hidden, and put
// in place by a script, so a page read without JavaScript would have no search.
const SearchPart = import.meta.env.SSR
  ? (await import('./header-search')).default
  : lazy(() => import('./header-search'));

/**
 * `desktop`: the header's search icon and field (from 1024 px); `menu`: the phone menu's field.
 */
export function SiteSearch(props: ComponentProps<typeof SearchPart>) {
  return (
    <Suspense>
      <SearchPart {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';

// The header's search is in every page's HTML, but its code is fetched apart from the first
// page's JavaScript (130 kB budget): the server renders it whole, and React hydrates it when its
// chunk arrives. Until then it is a plain form (in a `<details>` on desktop), which already works.
const SearchPart = lazy(() => import('./header-search'));

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

import { useRef } from 'react';
import { SearchBox, SearchIcon } from './search-box';

// The search page's field, from this module: one chunk holds all of search's shared parts.
export { SearchBox };

/** The header's search as one lazily loaded part (see site-search.tsx). */
export default function SearchPart({ part }: { part: 'desktop' | 'menu' }) {
  return part === 'desktop' ? <HeaderSearch /> : <SearchBox tone="dark" className="pt-4" />;
}

/**
 * The desktop header's search: an icon that opens a small field under the header. A `<details>`
 * disclosure, so it opens and searches from the first paint, before (or without) the page's
 * JavaScript; once that has arrived, the field takes the focus as it opens, and Escape or a
 * search closes it. (Below 1024 px the field is in the phone menu instead.)
 */
export function HeaderSearch() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={detailsRef}
      className="hidden lg:block"
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !detailsRef.current?.open) return;
        detailsRef.current.open = false;
        detailsRef.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-parchment-50 hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <SearchIcon large />
        <span className="sr-only">Search</span>
      </summary>
      <div className="absolute top-full right-4 z-40 w-96 max-w-[calc(100%-2rem)] rounded-b-lg border-x border-b border-gold-400/40 bg-burgundy-900 p-3 shadow-2xl motion-safe:animate-fade-in sm:right-6">
        <SearchBox tone="dark" />
      </div>
    </details>
  );
}

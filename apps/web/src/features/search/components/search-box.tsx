import { useId, type Ref } from 'react';
import { Form } from '@/components/ui/link';
import { QUERY_MAX_LENGTH } from '../query-limits';

// Class names are joined by hand here, not with `cn`: one import fewer for the chunk the header
// loads after the first page's JavaScript (see site-search.tsx).

/** A magnifying glass, 20 px (24 px when `large`). */
export function SearchIcon({ large }: { large?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={large ? 'h-6 w-6' : 'h-5 w-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 20 20" />
    </svg>
  );
}

interface SearchBoxProps {
  /** `dark`: on the header's burgundy; `light`: on a page. */
  tone: 'dark' | 'light';
  defaultValue?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The site's search field: a plain GET form to `/search?q=`, so it works before the page's
 * JavaScript arrives (and without it); once it has, the router opens the results in place.
 */
export function SearchBox({ tone, defaultValue, autoFocus, inputRef, className }: SearchBoxProps) {
  const id = useId();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      // In the phone menu or the header's panel: close it, as a chosen link does.
      onSubmit={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
      className={`flex ${className ?? ''}`}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        maxLength={QUERY_MAX_LENGTH}
        enterKeyHint="search"
        placeholder="Prayers, booklets, icons…"
        className={`h-11 min-w-0 flex-1 rounded-l-md border px-3 text-base ${
          tone === 'dark'
            ? 'border-gold-400/60 bg-white/10 text-parchment-50 placeholder:text-parchment-200'
            : 'border-parchment-400 bg-white text-ink-900 placeholder:text-ink-500'
        }`}
      />
      <button
        type="submit"
        className="inline-flex h-11 w-12 flex-none items-center justify-center rounded-r-md bg-gold-400 text-ink-900 hover:bg-gold-300"
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </button>
    </Form>
  );
}

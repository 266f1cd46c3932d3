import { useEffect, useRef, useState } from 'react';
import { NavLink } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';
import { SiteSearch } from '@/features/search';
import { MOBILE_LINKS } from './nav-links';

/**
 * The phone menu: the site's search field and a flat list of every link (the spec's ten, the
 * journal, the Store and "My downloads") under a disclosure.
 * Built on `<details>`, so it opens and closes from the first paint, before the page's JavaScript
 * has arrived; once it has, choosing a link, searching or pressing Escape closes it too.
 */
export function MobileMenu() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  // Opened before the page came alive: start from what the visitor sees.
  useEffect(() => setOpen(detailsRef.current?.open ?? false), []);

  return (
    <details
      ref={detailsRef}
      // Closed, its list is laid out in a box of no width (Chromium's closed <details>), from
      // which the search field stuck out past the window's edge at large text sizes.
      className="lg:hidden [&:not([open])>nav]:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      // Escape from anywhere in the open menu. (A listener on the element rather than on the
      // document: it needs no effect, and kept the first page's JavaScript within its budget
      // when the search field came into the header.)
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        close();
        summaryRef.current?.focus();
      }}
    >
      <summary
        ref={summaryRef}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-parchment-50 hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full z-40 border-t border-gold-400/40 bg-burgundy-900 px-4 pb-6 shadow-2xl motion-safe:animate-fade-in"
      >
        <SiteSearch part="menu" />
        <ul className="grid gap-1 pt-3 sm:grid-cols-2">
          {MOBILE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-3 text-lg text-parchment-100 hover:bg-white/10',
                    isActive && 'bg-white/10 text-gold-300',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

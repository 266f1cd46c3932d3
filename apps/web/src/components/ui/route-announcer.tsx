import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const inDialog = (element: Element | null) =>
  Boolean(element?.closest('dialog[open], [role="dialog"], [role="alertdialog"]'));

/** Focuses the page's main heading, unless an open dialog holds the focus. */
function focusHeading(heading: HTMLElement) {
  if (inDialog(document.activeElement)) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The layout has already scrolled the new page to where it belongs.
  heading.focus({ preventScroll: true });
}

/**
 * What a full page load gives a screen reader, after a client navigation to another page: the
 * focus moves to the new page's main heading (`h1` inside `#{mainId}`, else that main area), and
 * a polite live region says the page's title. Not on the first page shown, not when only the
 * query string changes, and never out of an open dialog (the cart drawer).
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // Written straight into the DOM: React renders the region empty and never touches its text.
  const region = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    // A page without a heading of its own still takes the focus to its main area.
    focusHeading(main.querySelector('h1') ?? main);
    if (region.current) region.current.textContent = document.title;
  }, [pathname, mainId]);

  return <p ref={region} aria-live="polite" aria-atomic="true" className="sr-only" />;
}

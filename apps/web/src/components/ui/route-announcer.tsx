import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (a part still loading) before we give up. */
const HEADING_WAIT_MS = 5000;

const inDialog = (element: Element | null) =>
  Boolean(element?.closest('dialog[open], [role="dialog"], [role="alertdialog"]'));

/** Focuses the page's main heading, unless the page or an open dialog holds the focus already. */
function focusHeading(main: HTMLElement, heading: HTMLElement) {
  const active = document.activeElement;
  if (inDialog(active)) return;
  if (active && active !== main && main.contains(active)) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The layout has already scrolled the new page to where it belongs.
  heading.focus({ preventScroll: true });
}

/**
 * What a full page load gives a screen reader, after a client navigation to another page: the
 * focus moves to the new page's main heading (`h1` inside `#{mainId}`), and a polite live region
 * says the page's title. Not on the first page shown, not when only the query string changes,
 * and never out of an open dialog (the cart drawer).
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    const arrive = (heading: HTMLElement) => {
      focusHeading(main, heading);
      setAnnouncement(document.title || (heading.textContent ?? ''));
    };
    const heading = main.querySelector('h1');
    if (heading) {
      arrive(heading);
      return;
    }
    // The heading may come with a part of the page that is still loading.
    const observer = new MutationObserver(() => {
      const late = main.querySelector('h1');
      if (!late) return;
      stop();
      arrive(late);
    });
    const timer = setTimeout(() => {
      stop();
      setAnnouncement(document.title);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}

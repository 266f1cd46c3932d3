/**
 * What an action ends with (a thank-you, "Check your email", a removed line) is brought to the
 * person: scrolled into the middle of the window (at its top when taller than the window), and
 * given the focus, so a screen reader reads it and the next Tab starts there. The scroll is
 * instant for people who ask for less motion.
 */
export function showOutcome(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const tall = element.getBoundingClientRect().height > window.innerHeight;
  // jsdom (the component tests) has no layout and no scrollIntoView.
  if (typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({
    block: tall ? 'start' : 'center',
    behavior: reduceMotion ? 'instant' : 'smooth',
  });
}

/**
 * A ref for an outcome's element: shown (see `showOutcome`) when React puts it on the page,
 * including when the server rendered it (a form posted before the JavaScript arrived).
 *
 *   {sent && <div role="status" ref={outcomeRef}>…</div>}
 */
export function outcomeRef(element: HTMLElement | null): void {
  if (element) showOutcome(element);
}

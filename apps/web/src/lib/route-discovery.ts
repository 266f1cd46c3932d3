import { useSyncExternalStore } from 'react';

/**
 * When the page's links learn the routes they point to.
 *
 * React Router (routeDiscovery: lazy) asks the server for the routes of every link on the page as
 * soon as it has hydrated, then rebuilds its route tree and renders the page again. On a phone
 * that is the longest piece of work after hydration (about 55 ms of a desktop's time, four times
 * that on a mid-range phone), at the moment the visitor first tries to tap. So links render with
 * `discover="none"` until the page has loaded and the browser is idle, then all switch to
 * `"render"` at once, and React Router learns their routes in that idle time. A link followed
 * before then still works: React Router asks for its route on the way (one more round trip).
 */
export type LinkDiscovery = 'render' | 'none';

/** If the browser never reports an idle moment (a busy tab), the links learn their routes anyway. */
const IDLE_TIMEOUT_MS = 3000;

let discovering = false;
let scheduled = false;
const listeners = new Set<() => void>();

function startWhenIdle() {
  if (scheduled) return;
  scheduled = true;
  const idle = () => {
    const begin = () => {
      discovering = true;
      for (const listener of listeners) listener();
    };
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(begin, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  startWhenIdle();
  return () => {
    listeners.delete(listener);
  };
}

/** `"none"` on the server and until the loaded page is idle, `"render"` from then on. */
export function useLinkDiscovery(): LinkDiscovery {
  return useSyncExternalStore(
    subscribe,
    () => (discovering ? 'render' : 'none'),
    () => 'none',
  );
}

/**
 * The page's side of the service worker (src/service-worker/sw.ts): registered once the page
 * has loaded (Workbox's `register()` waits for the load event; its library is fetched only
 * then, outside the first visit's JavaScript), it is told what the page loaded before it ran,
 * and it offers a new version of the site once it is ready. It imports nothing up front: the
 * first visit's JavaScript carries only the call that fetches it.
 */
/**
 * The page and the site's files it loaded, for the worker to keep (it keeps what it would have
 * kept had it answered them: a reading page, scripts, styles, pictures).
 */
function loadedBeforeTheWorker(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|images)\//.test(url.pathname))
    .map((url) => url.href);
  return [location.href, ...new Set(files)];
}

let registered = false;

/** Registers the worker in production builds (development has none: Vite serves the code). */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    // A new version installed while this one runs the page (or already waiting at this visit).
    workbox.addEventListener('waiting', () => {
      void import('@/components/update-notice').then(({ showUpdateNotice }) =>
        showUpdateNotice(() => {
          workbox.addEventListener('controlling', () => location.reload());
          workbox.messageSkipWaiting();
        }),
      );
    });
    // Offline, the check for a new version fails: the running worker carries on.
    await workbox.register({ immediate: true });
    await workbox.active;
    await workbox.messageSW({
      type: 'CACHE_URLS',
      payload: { urlsToCache: loadedBeforeTheWorker() },
    });
  };
  const startWhenLoaded = () => {
    start().catch((error: unknown) => console.warn('The offline reading could not start:', error));
  };
  if (document.readyState === 'complete') startWhenLoaded();
  else window.addEventListener('load', startWhenLoaded, { once: true });
}

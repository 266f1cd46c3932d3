import { vi } from 'vitest';

/**
 * The browser's Cache Storage and a service worker container, which jsdom has neither of: what
 * "Save for offline" needs to be offered. Returns the caches' contents by name, keyed by their
 * absolute address. Tests call `vi.unstubAllGlobals()` after.
 */
export function installCacheStorage(): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), location.href).href;
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return Promise.resolve({
      match: (request: RequestInfo | URL) => Promise.resolve(store.get(keyOf(request))?.clone()),
      async add(request: RequestInfo | URL) {
        const response = await fetch(keyOf(request));
        // As the browser's: a failed answer is not kept, and the call fails.
        if (!response.ok) throw new TypeError(`Request failed with status ${response.status}`);
        store.set(keyOf(request), response);
      },
      put(request: RequestInfo | URL, response: Response) {
        store.set(keyOf(request), response);
        return Promise.resolve();
      },
      delete: (request: RequestInfo | URL) => Promise.resolve(store.delete(keyOf(request))),
    });
  };
  vi.stubGlobal('caches', { open });
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }),
  );
  return stores;
}

/**
 * "Save for offline": what a visitor keeps on this device until they remove it, in the cache
 * the service worker answers from when there is no connection (src/service-worker/sw.ts).
 */
import { OFFLINE_CACHES, SAVED_TITLE_HEADER, savedFileAddress } from './offline';

/** Whether this browser keeps files for a site (a service worker and Cache Storage). */
export const canSaveForOffline = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

const savedCache = () => caches.open(OFFLINE_CACHES.saved);

export async function isSaved(address: string): Promise<boolean> {
  return (await (await savedCache()).match(address)) !== undefined;
}

/** Keeps the page at `address` (fetched now, so the copy is current). */
export async function savePage(address: string): Promise<void> {
  await (await savedCache()).add(address);
}

export async function removeSaved(address: string): Promise<void> {
  await (await savedCache()).delete(address);
}

/**
 * Keeps a file answered by `response` under an address of its own (`savedFileAddress(id)`),
 * with its title for the offline page's list; the file opens from there, offline or not.
 */
export async function saveFile(id: string, title: string, response: Response): Promise<string> {
  if (!response.ok) throw new Error(`The file could not be fetched (${response.status}).`);
  const headers = new Headers({
    'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
    [SAVED_TITLE_HEADER]: encodeURIComponent(title),
  });
  const disposition = response.headers.get('Content-Disposition');
  if (disposition) headers.set('Content-Disposition', disposition);
  const address = savedFileAddress(id);
  await (await savedCache()).put(address, new Response(await response.blob(), { headers }));
  return address;
}

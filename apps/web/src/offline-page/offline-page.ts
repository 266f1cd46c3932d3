/**
 * The offline page's script (public/offline.html; bundled by scripts/build-service-worker.ts
 * into build/client/offline.js). The service worker shows that page for any address it cannot
 * answer, so `location` is the address the visitor asked for: the page says why it is not here,
 * and lists what this device keeps to read instead.
 */
import { isReadingPage, OFFLINE_CACHES, SAVED_TITLE_HEADER } from '@/lib/offline';

/** Pages that only mean something online, in words a visitor knows them by. */
const NEEDS_CONNECTION: Array<[RegExp, string]> = [
  [/^\/(checkout|return)/, 'Checkout needs a connection. Your cart is kept on this device.'],
  [/^\/donate/, 'Giving needs a connection.'],
  [/^\/downloads/, 'My Downloads needs a connection. Files you saved for offline are below.'],
  [/^\/(admin|login)/, 'The admin area needs a connection.'],
  [/^\/(subscribe|subscriptions)/, 'Subscriptions need a connection.'],
  [/^\/search/, 'Search needs a connection.'],
  [/^\/contact/, 'Sending a message needs a connection.'],
];

function reason(pathname: string): string {
  const known = NEEDS_CONNECTION.find(([pattern]) => pattern.test(pathname));
  if (known) return known[1];
  return isReadingPage(pathname)
    ? 'This page has not been opened on this device yet, so there is no copy to read offline.'
    : 'This page needs a connection.';
}

const titleOf = (html: string, fallback: string) =>
  /<title>([^<]*)<\/title>/i
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/ · Orthodox Resources.*$/, '')
    .trim() || fallback;

function item(href: string, title: string, note: string): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = href;
  link.textContent = title;
  const small = document.createElement('small');
  small.textContent = note;
  link.append(small);
  li.append(link);
  return li;
}

async function listSaved(): Promise<void> {
  if (!('caches' in window)) return;
  const pages = new Map<string, { title: string; saved: boolean }>();
  const files: HTMLLIElement[] = [];
  for (const [name, saved] of [
    [OFFLINE_CACHES.saved, true],
    [OFFLINE_CACHES.pages, false],
  ] as const) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const response = await cache.match(request);
      if (!response) continue;
      const savedTitle = response.headers.get(SAVED_TITLE_HEADER);
      if (savedTitle) {
        files.push(item(url.pathname, decodeURIComponent(savedTitle), 'A file saved for offline'));
      } else if (isReadingPage(url.pathname) && !url.pathname.endsWith('.data')) {
        const address = url.pathname + url.search;
        if (pages.has(address)) continue;
        const title = titleOf(await response.text(), url.pathname);
        pages.set(address, { title, saved });
      }
    }
  }
  const pageList = document.getElementById('saved-pages');
  const fileList = document.getElementById('saved-files');
  for (const [address, { title, saved }] of pages) {
    pageList?.append(item(address, title, saved ? 'Saved for offline' : 'Opened before'));
  }
  fileList?.append(...files);
  if (pages.size + files.length > 0) document.getElementById('saved-empty')?.remove();
}

const reasonLine = document.getElementById('reason');
if (reasonLine) reasonLine.textContent = reason(location.pathname);
document.getElementById('retry')?.addEventListener('click', () => location.reload());
window.addEventListener('online', () => location.reload());
void listSaved();

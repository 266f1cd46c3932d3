/**
 * What the service worker (src/service-worker/sw.ts) keeps for reading without a connection, in
 * terms the page and the worker share: the caches' names and which addresses are reading pages.
 */

export const OFFLINE_CACHES = {
  /** Reading pages as last opened (network first, the copy when offline). */
  pages: 'reading-pages',
  /** What a visitor chose "Save for offline": pages and files, kept until removed. */
  saved: 'saved-for-offline',
  /** Hashed scripts and styles: they never change under their name. */
  assets: 'assets',
  images: 'images',
} as const;

/** The page shown for an address that needs a connection, or was not saved (public/). */
export const OFFLINE_PAGE = '/offline.html';

/** Where a saved file is kept: an address only the service worker answers, from the cache. */
export const SAVED_FILE_PREFIX = '/saved-for-offline/';
export const savedFileAddress = (id: string) => `${SAVED_FILE_PREFIX}${encodeURIComponent(id)}`;

/** The name a saved file is listed under on the offline page (a header of its cached copy). */
export const SAVED_TITLE_HEADER = 'X-Saved-Title';

/**
 * Public pages made for reading: the same for every visitor, so a copy can be kept. The cart,
 * checkout, giving, downloads, sign-in, subscriptions, search, contact and the admin are never
 * kept: they are personal, or only mean something online.
 */
const READING_PAGES = [
  /^\/$/,
  /^\/(store|offerings|about|purpose|legal|graphics|nutsandbolts|biblestudies|orthodoxprayers|booklets|freebies|journey|pearls|today)$/,
  // Feeds and calendars (`/journey/feed.xml`) have a dot; pages do not.
  /^\/(products|product|collection|journey|pearls|calendar)(\/[^/.]+){1,3}$/,
];

/** The page a router data request is for: `/journey/lent.data` → `/journey/lent`. */
const pathOfData = (pathname: string) =>
  pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/');

/** Whether `pathname` (a page's, or its `.data` request's) is a reading page. */
export function isReadingPage(pathname: string): boolean {
  const page = pathname.endsWith('.data') ? pathOfData(pathname) : pathname;
  return READING_PAGES.some((pattern) => pattern.test(page));
}

/**
 * The address of the page a router data request (`/_root.data` for `/`) is for, with the
 * page's own query: the router asks for data when a link is followed within the site.
 */
export function pageOfDataRequest(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('_routes');
  const path = pathOfData(url.pathname);
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The worker's message that a waiting new version should take over now. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

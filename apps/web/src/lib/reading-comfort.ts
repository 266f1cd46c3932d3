/**
 * Large print and reading mode, chosen with the header's controls and kept on this device. The
 * choice lives on `<html>` as attributes that index.css reads: `data-text-size` (125 to 200; none
 * at 100%) and `data-reading`. Every visitor is sent the same page (the gateway caches it), so
 * `READING_COMFORT_SCRIPT`, inline in `<head>`, puts the stored choice there before the first
 * paint. It also gives the print stylesheet the site's origin, to write out relative links.
 */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

const TEXT_SIZE_KEY = 'text-size';
const READING_MODE_KEY = 'reading-mode';

export const READING_COMFORT_SCRIPT = `(function(){var h=document.documentElement;h.style.setProperty("--site-origin",JSON.stringify(location.origin));try{var s=localStorage,t=s.getItem("${TEXT_SIZE_KEY}");if(/^(${TEXT_SIZES.slice(1).join('|')})$/.test(t))h.dataset.textSize=t;if(s.getItem("${READING_MODE_KEY}"))h.dataset.reading=""}catch(e){}})()`;

const root = () => document.documentElement;

export const currentTextSize = (): TextSize => {
  const size = Number(root().dataset.textSize ?? 100);
  return TEXT_SIZES.find((known) => known === size) ?? 100;
};

export const currentReadingMode = (): boolean => root().dataset.reading !== undefined;

const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: told whenever either choice changes. */
export function subscribeToReadingComfort(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stored where the browser allows it; a refused storage (private mode) still changes the page. */
function remember(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // The choice then lasts until the page is left.
  }
}

export function chooseTextSize(size: TextSize): void {
  if (size === 100) delete root().dataset.textSize;
  else root().dataset.textSize = String(size);
  remember(TEXT_SIZE_KEY, size === 100 ? null : String(size));
  listeners.forEach((listener) => listener());
}

export function chooseReadingMode(on: boolean): void {
  if (on) root().dataset.reading = '';
  else delete root().dataset.reading;
  remember(READING_MODE_KEY, on ? 'on' : null);
  listeners.forEach((listener) => listener());
}

// Dates as the site writes them; re-exported by lib/format.ts.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "March 3, 2025" from an ISO date, or an empty string when there is none. In UTC, so the server
 * renders the date the visitor's browser then shows; written out for the same reason as
 * formatAmount (no Intl data to load).
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "March 3, 2025, 09:05 UTC": when something happened, for the admin's records. */
export function formatDateTime(iso: string | null | undefined): string {
  const day = formatDate(iso);
  if (!day || !iso) return day;
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

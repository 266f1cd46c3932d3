import { instantOf, wallTimeIn } from '@ministry/contracts/time-zone';

/**
 * Dates and times as the admin shows them: in the owner's time zone (their setting), written
 * for people ("Tue 3 Dec, 14:05"), the year added only when it is not this one.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Tue 3 Dec" (or "Tue 3 Dec 2025" in another year), in `zone`; empty without a date. */
export function formatAdminDay(
  iso: string | null | undefined,
  zone: string,
  now: Date = new Date(),
): string {
  const date = valid(iso);
  if (!date) return '';
  const wall = wallTimeIn(date, zone);
  const year = wall.year === wallTimeIn(now, zone).year ? '' : ` ${wall.year}`;
  return `${WEEKDAYS[wall.weekday]} ${wall.day} ${MONTHS[wall.month - 1]}${year}`;
}

/** "Tue 3 Dec, 14:05" (or "Tue 3 Dec 2025, 14:05"), in `zone`; empty without a date. */
export function formatAdminTime(
  iso: string | null | undefined,
  zone: string,
  now: Date = new Date(),
): string {
  const date = valid(iso);
  if (!date) return '';
  const wall = wallTimeIn(date, zone);
  return `${formatAdminDay(iso, zone, now)}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Today's civil date (`YYYY-MM-DD`) in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const wall = wallTimeIn(now, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The instant a civil date (`YYYY-MM-DD`) begins in `zone`, as ISO (UTC). */
export function startOfDateIn(date: string, zone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return instantOf({ year, month, day, hour: 0, minute: 0 }, zone).toISOString();
}

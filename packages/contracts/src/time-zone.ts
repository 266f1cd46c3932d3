import { z } from 'zod';

/**
 * The owner's time zone: every admin date and time, the daily digest's hour, the orders CSV and
 * the post scheduling fields are read in it. Written with Intl alone (no date library): the
 * browser and Node both carry the IANA database.
 */

/** True when Intl knows `zone` as an IANA time zone (`Europe/London`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'must be a time zone' })
  .trim()
  .min(1, { error: 'must be a time zone, such as America/New_York' })
  .refine(isTimeZone, { error: 'must be an IANA time zone, such as America/New_York' });

/** `GET /payments/settings/time-zone` (staff) and `PATCH` (admins). */
export const timeZoneSettingSchema = z.object({ timeZone: z.string() });
export type TimeZoneSetting = z.infer<typeof timeZoneSettingSchema>;

export const timeZoneSettingInputSchema = z.object({ timeZone: timeZoneSchema }).strict();
export type TimeZoneSettingInput = z.infer<typeof timeZoneSettingInputSchema>;

/** A wall-clock time in some zone: month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock time in `zone` at `instant`, with its weekday (0 Sunday … 6 Saturday). */
export function wallTimeIn(instant: Date, zone: string): WallTime & { weekday: number } {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? ''),
  };
}

/** Minutes `zone` is ahead of UTC at `instant` (New York in winter: -300). */
export function offsetMinutes(instant: Date, zone: string): number {
  const wall = wallTimeIn(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant the clocks in `zone` show `wall`. A time skipped by a spring-forward change
 * (02:30 in New York on 2026-03-08) is read with the offset before the change, so it lands an
 * hour later (03:30), as a clock moved forward would; a time shown twice in the autumn is the
 * first of the two.
 */
export function instantOf(wall: WallTime, zone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = offsetMinutes(new Date(asUtc - 86_400_000), zone);
  const after = offsetMinutes(new Date(asUtc + 86_400_000), zone);
  // The earlier offset first: the first of two repeated times, and a skipped time moved on.
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = new Date(asUtc - offset * 60_000);
    if (offsetMinutes(instant, zone) === offset) return instant;
  }
  return new Date(asUtc - before * 60_000);
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** `+05:30`, `-04:00`, `+00:00`. */
export function offsetLabel(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/** ISO 8601 with the zone's offset at that instant: `2026-03-08T01:59:00-05:00`. */
export function isoInZone(instant: Date, zone: string): string {
  const wall = wallTimeIn(instant, zone);
  const seconds = pad(new Date(instant).getUTCSeconds());
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${seconds}${offsetLabel(offsetMinutes(instant, zone))}`;
}

/** The civil date (`YYYY-MM-DD`) in `zone` of the day that holds `instant`. */
export function civilDateIn(instant: Date, zone: string): string {
  const wall = wallTimeIn(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The start of the day (00:00) in `zone` that holds `instant`, `days` later. */
export function startOfDayIn(instant: Date, zone: string, days = 0): Date {
  const wall = wallTimeIn(instant, zone);
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return instantOf(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    zone,
  );
}

/** The start (00:00 on the 1st) of the month in `zone` that holds `instant`. */
export function startOfMonthIn(instant: Date, zone: string): Date {
  const { year, month } = wallTimeIn(instant, zone);
  return instantOf({ year, month, day: 1, hour: 0, minute: 0 }, zone);
}

/** The start (00:00 on 1 January) of the year in `zone` that holds `instant`. */
export function startOfYearIn(instant: Date, zone: string): Date {
  const { year } = wallTimeIn(instant, zone);
  return instantOf({ year, month: 1, day: 1, hour: 0, minute: 0 }, zone);
}

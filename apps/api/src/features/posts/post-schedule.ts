import {
  compareCivilDates,
  dateFromPascha,
  formatCivilDate,
  parseCivilDate,
  type CivilDate,
} from '@ministry/calendar';
import type { PostSchedule } from '@ministry/contracts';
import { instantOf, wallTimeIn } from '@ministry/contracts/time-zone';
import { AppError } from '@ministry/http';

/**
 * The civil date a schedule names. Pascha is the same civil day on both calendars (the Julian
 * Paschalion), so the ministry's calendar does not change it.
 */
export const scheduledDate = (schedule: PostSchedule): CivilDate =>
  schedule.kind === 'date'
    ? parseCivilDate(schedule.date)
    : dateFromPascha(schedule.year, schedule.days);

/**
 * The instant a schedule publishes its post: 00:00 of its date in the owner's time zone (the
 * date the owner entered, on their clock). A date before today there is a 400; today publishes
 * at once.
 */
export function publishAtOf(schedule: PostSchedule, now: Date, timeZone = 'UTC'): Date {
  const date = scheduledDate(schedule);
  if (compareCivilDates(date, wallTimeIn(now, timeZone)) < 0) {
    const named =
      schedule.kind === 'date'
        ? formatCivilDate(date)
        : `${Math.abs(schedule.days)} days ${schedule.days < 0 ? 'before' : 'after'} Pascha ${schedule.year} (${formatCivilDate(date)})`;
    throw AppError.badRequest(`The publication date has passed: ${named}`, [
      { path: 'body.schedule', message: `is in the past (${formatCivilDate(date)})` },
    ]);
  }
  return instantOf({ ...date, hour: 0, minute: 0 }, timeZone);
}

import {
  civilDateOfUtc,
  compareCivilDates,
  dateFromPascha,
  formatCivilDate,
  parseCivilDate,
  utcMidnight,
  type CivilDate,
} from '@ministry/calendar';
import type { PostSchedule } from '@ministry/contracts';
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
 * The instant a schedule publishes its post: 00:00 UTC of its date, the moment that date's
 * Church day begins for `GET /api/calendar/today`. A date before today (UTC) is a 400; today
 * publishes at once.
 */
export function publishAtOf(schedule: PostSchedule, now: Date): Date {
  const date = scheduledDate(schedule);
  if (compareCivilDates(date, civilDateOfUtc(now)) < 0) {
    const named =
      schedule.kind === 'date'
        ? formatCivilDate(date)
        : `${Math.abs(schedule.days)} days ${schedule.days < 0 ? 'before' : 'after'} Pascha ${schedule.year} (${formatCivilDate(date)})`;
    throw AppError.badRequest(`The publication date has passed: ${named}`, [
      { path: 'body.schedule', message: `is in the past (${formatCivilDate(date)})` },
    ]);
  }
  return utcMidnight(date);
}

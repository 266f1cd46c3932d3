import { CHURCH_YEAR_MAX, CHURCH_YEAR_MIN } from '@ministry/contracts';
import { orthodoxEaster } from 'date-easter';
import { addDays, civilToJulian, type CivilDate } from './civil-date.js';

/** Pascha of one year: one day, written on both calendars. */
export interface PaschaDate {
  /** The civil (Gregorian) date: the day both New and Old Calendar churches keep Pascha. */
  civil: CivilDate;
  /** The same day on the Julian calendar, as the Old Calendar's books give it. */
  julian: CivilDate;
}

/** Throws a RangeError for a year the calendar does not answer for. */
export function assertSupportedYear(year: number): void {
  if (!Number.isInteger(year) || year < CHURCH_YEAR_MIN || year > CHURCH_YEAR_MAX) {
    throw new RangeError(`year must be from ${CHURCH_YEAR_MIN} to ${CHURCH_YEAR_MAX}: ${year}`);
  }
}

/**
 * The Orthodox Pascha of a year, by the Julian Paschalion (the reckoning every Orthodox church
 * on either calendar follows), computed by date-easter as a civil date.
 */
export function paschaOf(year: number): PaschaDate {
  assertSupportedYear(year);
  const { month, day } = orthodoxEaster(year);
  const civil = { year, month, day };
  return { civil, julian: civilToJulian(civil) };
}

/** The civil date some days before (negative) or after Pascha of a year, e.g. for scheduling. */
export const dateFromPascha = (year: number, days: number): CivilDate =>
  addDays(paschaOf(year).civil, days);

import { orthodoxEaster } from 'date-easter';
import { addDays, daysBetween, type CivilDate } from './civil-date.js';

/** Thomas Sunday, the first Sunday of tone 1, is a week after Pascha. */
const THOMAS_SUNDAY = 7;
/** Palm Sunday, a week before Pascha: Holy Week and Bright Week have no tone of the week. */
const PALM_SUNDAY = -7;

/**
 * The tone of the week (1–8) for a civil date: tone 1 from Thomas Sunday, one tone a week (a
 * Sunday and the six days after it) through the eight, until Palm Sunday; null from Palm Sunday
 * to Bright Saturday. The same on both calendars: it follows Pascha.
 */
export function toneOf(date: CivilDate, daysFromPascha: number): number | null {
  if (daysFromPascha >= PALM_SUNDAY && daysFromPascha < THOMAS_SUNDAY) return null;
  // Before Palm Sunday the weeks count from the previous year's Thomas Sunday (read without the
  // supported-years check: January 1583 counts from 1582's).
  const previousPascha = orthodoxEaster(date.year - 1);
  const thomasSunday =
    daysFromPascha >= THOMAS_SUNDAY
      ? addDays(date, THOMAS_SUNDAY - daysFromPascha)
      : addDays(
          { year: date.year - 1, month: previousPascha.month, day: previousPascha.day },
          THOMAS_SUNDAY,
        );
  const weeks = Math.floor(daysBetween(thomasSunday, date) / 7);
  return (weeks % 8) + 1;
}

import {
  feastNames,
  feastRanks,
  type ChurchCalendar,
  type Feast,
  type FeastId,
  type FeastRank,
} from '@ministry/contracts';
import {
  addDays,
  civilToJulian,
  compareCivilDates,
  julianToCivil,
  type CivilDate,
} from './civil-date.js';
import { assertSupportedYear, paschaOf } from './pascha.js';

interface MovableFeast extends Feast {
  /** Days from Pascha. */
  offset: number;
}

interface FixedFeast extends Feast {
  /** The Church's date: the civil date on the New Calendar, the Julian date on the Old. */
  month: number;
  day: number;
}

const movable = (id: FeastId, rank: FeastRank, offset: number): MovableFeast => ({
  id,
  name: feastNames[id],
  rank,
  offset,
});

const fixed = (id: FeastId, rank: FeastRank, month: number, day: number) => ({
  id,
  name: feastNames[id],
  rank,
  month,
  day,
});

/** The movable cycle, as days from Pascha. */
export const movableFeasts: readonly MovableFeast[] = [
  movable('publican-pharisee', 'commemoration', -70),
  movable('prodigal-son', 'commemoration', -63),
  movable('meatfare-sunday', 'commemoration', -56),
  movable('cheesefare-sunday', 'commemoration', -49),
  movable('clean-monday', 'commemoration', -48),
  movable('lazarus-saturday', 'commemoration', -8),
  movable('palm-sunday', 'great', -7),
  movable('holy-thursday', 'commemoration', -3),
  movable('holy-friday', 'commemoration', -2),
  movable('holy-saturday', 'commemoration', -1),
  movable('pascha', 'great', 0),
  movable('thomas-sunday', 'commemoration', 7),
  movable('mid-pentecost', 'commemoration', 24),
  movable('ascension', 'great', 39),
  movable('pentecost', 'great', 49),
  movable('all-saints', 'commemoration', 56),
];

/** The fixed feasts and named days, by the Church's date. */
export const fixedFeasts: readonly FixedFeast[] = [
  fixed('nativity-theotokos', 'great', 9, 8),
  fixed('exaltation-cross', 'great', 9, 14),
  fixed('protection-theotokos', 'major', 10, 1),
  fixed('entry-theotokos', 'great', 11, 21),
  fixed('nativity-eve', 'commemoration', 12, 24),
  fixed('nativity', 'great', 12, 25),
  fixed('circumcision', 'major', 1, 1),
  fixed('theophany-eve', 'commemoration', 1, 5),
  fixed('theophany', 'great', 1, 6),
  fixed('meeting', 'great', 2, 2),
  fixed('annunciation', 'great', 3, 25),
  fixed('nativity-forerunner', 'major', 6, 24),
  fixed('peter-paul', 'major', 6, 29),
  fixed('transfiguration', 'great', 8, 6),
  fixed('dormition', 'great', 8, 15),
  fixed('beheading-forerunner', 'major', 8, 29),
];

/** A feast with the civil date it falls on. */
export interface DatedFeast extends Feast {
  date: CivilDate;
}

/** The civil date of a Church date (month/day in a Church year) on a calendar. */
export function churchDateToCivil(
  year: number,
  month: number,
  day: number,
  calendar: ChurchCalendar,
): CivilDate {
  return calendar === 'new' ? { year, month, day } : julianToCivil({ year, month, day });
}

/** The Church's date for a civil date: itself on the New Calendar, its Julian date on the Old. */
export const civilToChurchDate = (date: CivilDate, calendar: ChurchCalendar): CivilDate =>
  calendar === 'new' ? date : civilToJulian(date);

const feastOnly = ({ id, name, rank }: Feast): Feast => ({ id, name, rank });

/**
 * Every feast falling in a civil year on a calendar, in date order. On the Old Calendar a fixed
 * feast of late December (Julian) falls in January of the next civil year, so both Church years
 * that reach into the civil year are read.
 */
export function feastsOfYear(year: number, calendar: ChurchCalendar): DatedFeast[] {
  assertSupportedYear(year);
  const pascha = paschaOf(year).civil;
  const feasts: DatedFeast[] = movableFeasts.map((feast) => ({
    ...feastOnly(feast),
    date: addDays(pascha, feast.offset),
  }));
  for (const churchYear of [year - 1, year]) {
    for (const feast of fixedFeasts) {
      const date = churchDateToCivil(churchYear, feast.month, feast.day, calendar);
      if (date.year === year) feasts.push({ ...feastOnly(feast), date });
    }
  }
  return feasts.sort((a, b) => compareCivilDates(a.date, b.date) || byRank(a, b));
}

/** Higher rank first (see `feastRanks`); one rank keeps its order. */
const byRank = (a: Feast, b: Feast) => feastRanks.indexOf(a.rank) - feastRanks.indexOf(b.rank);

/**
 * A day's commemorations, the highest first: a great feast on a Sunday of the Triodion or in Holy
 * Week (the Meeting on the Publican's Sunday, the Annunciation on Holy Saturday) gives the day
 * its name.
 */
export const rankCommemorations = <T extends Feast>(feasts: readonly T[]): T[] =>
  [...feasts].sort(byRank);

/**
 * The feasts of one civil day, ranked: movable by its distance from Pascha, fixed by its Church
 * date.
 */
export function feastsOn(daysFromPascha: number, churchDate: CivilDate): Feast[] {
  return rankCommemorations([
    ...movableFeasts.filter(({ offset }) => offset === daysFromPascha),
    ...fixedFeasts.filter(({ month, day }) => month === churchDate.month && day === churchDate.day),
  ]).map(feastOnly);
}

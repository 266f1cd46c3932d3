import {
  CHURCH_YEAR_MIN,
  seasonNames,
  type ChurchCalendar,
  type ChurchDay,
  type FastingTradition,
  type SeasonId,
  type SeasonTag,
} from '@ministry/contracts';
import {
  addDays,
  dayOfWeek,
  daysBetween,
  formatCivilDate,
  toCivilDate,
  type CivilDate,
  type DateInput,
} from './civil-date.js';
import { fastOf } from './fasting.js';
import { churchDateToCivil, civilToChurchDate, feastsOn } from './feasts.js';
import { paschaOf } from './pascha.js';
import { toneOf } from './tone.js';

export interface ChurchDayOptions {
  /** The calendar the visitor keeps; New Calendar unless said otherwise. */
  calendar?: ChurchCalendar;
  /** Whose fasting custom to follow; Slavic (Russian) usage unless said otherwise. */
  tradition?: FastingTradition;
}

/** The seasons' names live beside their ids in the contracts, for the admin's choices too. */
export { seasonNames };

/** Seasons set by Pascha, as inclusive day ranges from it. */
const movableSeasons: readonly { id: SeasonId; from: number; to: number }[] = [
  { id: 'triodion', from: -70, to: -49 },
  // Clean Monday to Lazarus Saturday; Holy Week here opens with Palm Sunday, whose evening
  // begins the services of the week.
  { id: 'great-lent', from: -48, to: -8 },
  { id: 'holy-week', from: -7, to: -1 },
  { id: 'bright-week', from: 0, to: 6 },
  { id: 'paschal-season', from: 7, to: 48 },
  // Pentecost, the fast-free Trinity week and the Sunday of All Saints.
  { id: 'pentecost-season', from: 49, to: 56 },
];

/** The Apostles' Fast begins the Monday after All Saints. */
const APOSTLES_FAST_START = 57;

/** Pentecost, the fiftieth day: from it the Church counts the weeks and Sundays after Pentecost. */
const PENTECOST = 49;

/**
 * The week after Pentecost, as parish calendars print it ("14th Week after Pentecost", "31st
 * Sunday after Pentecost"): Trinity week is the first and the Nth Sunday closes the Nth week. The
 * count runs on over the New Year and Theophany to the Triodion, so a day in January counts from
 * the previous year's Pentecost (none before the calendar's first year).
 */
function weekAfterPentecost(date: CivilDate, daysFromPascha: number): number | undefined {
  if (daysFromPascha >= 0) return Math.ceil((daysFromPascha - PENTECOST) / 7);
  if (date.year - 1 < CHURCH_YEAR_MIN) return undefined;
  return Math.ceil((daysBetween(paschaOf(date.year - 1).civil, date) - PENTECOST) / 7);
}

/** Seasons set by the Church's date, inclusive; a range may run over New Year. */
const fixedSeasons: readonly { id: SeasonId; from: [number, number]; to: [number, number] }[] = [
  { id: 'dormition-fast', from: [8, 1], to: [8, 14] },
  { id: 'nativity-fast', from: [11, 15], to: [12, 24] },
  { id: 'twelve-days', from: [12, 25], to: [1, 5] },
];

const monthDay = ({ month, day }: CivilDate) => month * 100 + day;
const inRange = (
  date: CivilDate,
  [fromMonth, fromDay]: [number, number],
  [toMonth, toDay]: [number, number],
) => {
  const value = monthDay(date);
  const from = fromMonth * 100 + fromDay;
  const to = toMonth * 100 + toDay;
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
};

interface DayFacts {
  date: CivilDate;
  calendar: ChurchCalendar;
  churchDate: CivilDate;
  daysFromPascha: number;
}

function seasonOf(facts: DayFacts): ChurchDay['season'] {
  const { date, calendar, churchDate, daysFromPascha } = facts;
  const named = (id: SeasonId, start: CivilDate) => ({
    id,
    name: seasonNames[id],
    day: daysBetween(start, date) + 1,
  });

  const movable = movableSeasons.find(
    ({ from, to }) => daysFromPascha >= from && daysFromPascha <= to,
  );
  if (movable) return named(movable.id, addDays(date, movable.from - daysFromPascha));

  // From the Monday after All Saints to 28 June on the Church's calendar: on the New Calendar
  // a late Pascha leaves a short fast, or none.
  const apostlesEnd = churchDateToCivil(date.year, 6, 28, calendar);
  if (daysFromPascha >= APOSTLES_FAST_START && daysBetween(date, apostlesEnd) >= 0) {
    return named('apostles-fast', addDays(date, APOSTLES_FAST_START - daysFromPascha));
  }

  const fixed = fixedSeasons.find(({ from, to }) => inRange(churchDate, from, to));
  if (fixed) {
    const [month, day] = fixed.from;
    // A range running over New Year began in the previous Church year.
    const startYear =
      monthDay(churchDate) >= month * 100 + day ? churchDate.year : churchDate.year - 1;
    return named(fixed.id, churchDateToCivil(startYear, month, day, calendar));
  }
  const week = weekAfterPentecost(date, daysFromPascha);
  return { id: 'ordinary', name: seasonNames.ordinary, ...(week && { week }) };
}

/**
 * The Church's day for a civil date on a calendar: its season, its feasts (ranked), its fast in
 * a tradition and its tone. Dates are civil dates (a `Date` is read in UTC), never local time.
 */
export function churchDay(input: DateInput, options: ChurchDayOptions = {}): ChurchDay {
  const calendar = options.calendar ?? 'new';
  const tradition = options.tradition ?? 'slavic';
  const date = toCivilDate(input);
  const pascha = paschaOf(date.year).civil;
  const facts: DayFacts = {
    date,
    calendar,
    churchDate: civilToChurchDate(date, calendar),
    daysFromPascha: daysBetween(pascha, date),
  };
  const season = seasonOf(facts);
  const feasts = feastsOn(facts.daysFromPascha, facts.churchDate);
  return {
    date: formatCivilDate(date),
    calendar,
    churchDate: formatCivilDate(facts.churchDate),
    pascha: formatCivilDate(pascha),
    daysFromPascha: facts.daysFromPascha,
    season,
    feasts,
    tradition,
    fast: fastOf(
      {
        daysFromPascha: facts.daysFromPascha,
        month: facts.churchDate.month,
        day: facts.churchDate.day,
        weekday: dayOfWeek(date),
        season: season.id,
        feasts,
      },
      tradition,
    ),
    tone: toneOf(date, facts.daysFromPascha),
    tags: [season.id, ...feasts.map(({ id }) => id)],
  };
}

/** Whether resources tagged with a season or feast suit a day ("For this season"). */
export function isSeasonActive(
  tag: SeasonTag,
  date: DateInput,
  calendar: ChurchCalendar = 'new',
): boolean {
  return churchDay(date, { calendar }).tags.includes(tag);
}

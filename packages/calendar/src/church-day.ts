import {
  CHURCH_YEAR_MIN,
  seasonNames,
  type ChurchCalendar,
  type ChurchDay,
  type Feast,
  type FastLevel,
  type FastReason,
  type FastRule,
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
import { churchDateToCivil, civilToChurchDate, feastsOn } from './feasts.js';
import { paschaOf } from './pascha.js';

export interface ChurchDayOptions {
  /** The calendar the visitor keeps; New Calendar unless said otherwise. */
  calendar?: ChurchCalendar;
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

const levelWords: Readonly<Record<Exclude<FastLevel, 'none'>, string>> = {
  dairy: 'no meat; dairy, eggs and fish are allowed',
  fish: 'a fast: no meat, dairy or eggs; fish is allowed',
  strict: 'a strict fast: no meat, dairy, eggs or fish',
};

/** A fast rule; `why` names the season or day, and the level's words follow it. */
const rule = (level: FastLevel, reason: FastReason, why: string): FastRule => ({
  isFastDay: level !== 'none',
  level,
  reason,
  description: level === 'none' ? why : `${why}: ${levelWords[level]}`,
});

/** Days of strict fast whatever the weekday (their weekend relaxations are not modelled). */
const strictFastDays = new Set([
  'theophany-eve',
  'beheading-forerunner',
  'exaltation-cross',
  'nativity-eve',
  'holy-friday',
]);

/** Feasts that relax a Wednesday or Friday fast to fish. */
const relaxingRanks = new Set(['great', 'major']);

/**
 * The day's fast, simplified from the Typikon as most parish calendars print it: see the README
 * for what is left out (wine and oil, monastic Mondays, weekend relaxations of fixed fasts).
 */
function fastOf(facts: DayFacts, season: ChurchDay['season'], feasts: Feast[]): FastRule {
  const { date, churchDate, daysFromPascha: k } = facts;
  const weekday = dayOfWeek(date);
  const isWednesdayOrFriday = weekday === 3 || weekday === 5;
  const feastIds = new Set(feasts.map(({ id }) => id));

  const fastFree =
    (k >= 0 && k <= 6 && 'Bright Week') ||
    (k >= 49 && k <= 55 && 'Trinity week, after Pentecost') ||
    (k >= -70 && k <= -64 && 'The week after the Publican and the Pharisee') ||
    (inRange(churchDate, [12, 25], [1, 4]) && 'The Twelve Days of Christmas');
  if (fastFree) {
    return rule('none', 'fast-free-period', `${fastFree}: no fast, even on Wednesday and Friday`);
  }

  const strictDay = feasts.find(({ id }) => strictFastDays.has(id));
  if (strictDay) return rule('strict', 'strict-fast-day', strictDay.name);

  if (k >= -55 && k <= -49) return rule('dairy', 'cheesefare-week', 'Cheesefare week');

  switch (season.id) {
    case 'great-lent':
    case 'holy-week':
      return feastIds.has('annunciation') || feastIds.has('palm-sunday')
        ? rule('fish', 'fasting-season', `${season.name}, relaxed for the feast`)
        : rule('strict', 'fasting-season', season.name);
    case 'dormition-fast':
      return feastIds.has('transfiguration')
        ? rule('fish', 'fasting-season', `${season.name}, relaxed for the Transfiguration`)
        : rule('strict', 'fasting-season', season.name);
    case 'nativity-fast':
    case 'apostles-fast': {
      // The last days before the Nativity are kept strictly.
      const closing =
        season.id === 'nativity-fast' && churchDate.month === 12 && churchDate.day >= 20;
      return isWednesdayOrFriday || closing
        ? rule('strict', 'fasting-season', season.name)
        : rule('fish', 'fasting-season', season.name);
    }
  }

  if (isWednesdayOrFriday) {
    const reason = weekday === 3 ? 'wednesday' : 'friday';
    const dayName = weekday === 3 ? 'Wednesday' : 'Friday';
    const feast = feasts.find(({ rank }) => relaxingRanks.has(rank));
    return feast
      ? rule('fish', reason, `${dayName}, relaxed for the ${feast.name}`)
      : rule('strict', reason, dayName);
  }
  return rule('none', 'no-fast', 'Not a fast day');
}

/**
 * The Church's day for a civil date on a calendar: its season, its feasts and its fast.
 * Dates are civil dates (a `Date` is read in UTC), never local time.
 */
export function churchDay(input: DateInput, options: ChurchDayOptions = {}): ChurchDay {
  const calendar = options.calendar ?? 'new';
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
    fast: fastOf(facts, season, feasts),
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

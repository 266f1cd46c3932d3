// The day's readings by the OCA's lectionary (Slavic usage): the Pascha cycle's Epistle and
// Gospel, with the Lukan jump after the Exaltation and the Gospels held back for the Sundays
// after Theophany; the floating days around the great feasts; the fixed feasts' readings; the
// Old Testament readings of Vespers and the Sixth Hour. The rules follow orthocal's
// (brianglass/orthocal-python, MIT), written here over our own calendar.
import type { ChurchCalendar } from '@ministry/contracts';
import {
  addDays,
  daysBetween,
  toCivilDate,
  type CivilDate,
  type DateInput,
} from '../civil-date.js';
import { churchDateToCivil, civilToChurchDate } from '../feasts.js';
import { paschaOf } from '../pascha.js';
import { formatReference, parseVerses, type VerseRange } from './references.js';
import { fixedReadings, floatingReadings, paschalReadings, type TableEntry } from './tables.js';

/** Where a reading is read, and what it is. */
export type ReadingService = 'liturgy' | 'vespers' | 'sixth-hour';
export type ReadingKind = 'epistle' | 'gospel' | 'ot';

export interface Reading {
  service: ReadingService;
  kind: ReadingKind;
  /** The tables' form, for `textOf`: "Luke_10038_10042|Luke_11027_11028", or "Comp:…". */
  reference: string;
  /** As printed: "Luke 10:38–42; 11:27–28". */
  display: string;
  /** The verse runs; empty for a composite reading (verses gathered from several places). */
  passages: VerseRange[];
  /** Whose reading it is when the day has several: "Elevation", "Theotokos", "Departed". */
  note?: string;
}

/** The floating days' indices in the tables. */
const Float = {
  FathersSix: 1,
  FathersSeventh: 2,
  DemetriusSaturday: 3,
  SynaxisUnmercenaries: 4,
  SatBeforeElevationMoved: 5,
  SatBeforeElevation: 6,
  SunBeforeElevation: 7,
  SatAfterElevation: 8,
  SunAfterElevation: 9,
  SunForefathers: 10,
  SatBeforeNativity: 11,
  SunBeforeNativity: 12,
  RoyalHoursNativityFriday: 13,
  EveNativity: 14,
  SatBeforeNativityEve: 15,
  SunBeforeNativityEve: 16,
  SatAfterNativityBeforeTheophany: 17,
  SatAfterNativityFriday: 18,
  SatAfterNativity: 19,
  SunAfterNativityMonday: 20,
  SunAfterNativity: 21,
  SatBeforeTheophany: 22,
  SatBeforeTheophanyJan: 23,
  SunBeforeTheophany: 24,
  RoyalHoursTheophanyFriday: 25,
  TheophanyEve: 26,
  SatBeforeTheophanyEve: 27,
  SunBeforeTheophanyEve: 28,
  SatAfterTheophany: 29,
  SunAfterTheophany: 30,
  NewMartyrsRussia: 31,
  AnnunciationParemFriday: 32,
  AnnunciationSat: 33,
  AnnunciationSun: 34,
  AnnunciationMon: 35,
  AnnunciationParemEve: 36,
  AnnunciationWeekday: 37,
} as const;

/** 0 Sunday … 6 Saturday of a day given as days from Pascha (always a Sunday). */
const weekdayOf = (pdist: number) => ((pdist % 7) + 7) % 7;

function surroundingWeekends(pdist: number) {
  const weekday = weekdayOf(pdist);
  return {
    satBefore: pdist - weekday - 1,
    sunBefore: pdist - 7 + ((7 - weekday) % 7),
    satAfter: pdist + 7 - ((weekday + 1) % 7),
    sunAfter: pdist + 7 - weekday,
  };
}

/**
 * One lectionary year, from Zacchaeus Sunday (Pascha − 77) to the next: its feasts as days from
 * its Pascha and the rules that place the floating readings.
 */
class LectionaryYear {
  readonly pascha: CivilDate;
  readonly nextPascha: CivilDate;
  readonly elevation: number;
  readonly nativity: number;
  readonly theophany: number;
  readonly annunciation: number;
  readonly forefathers: number;
  readonly lukanJump: number;
  readonly sunAfterElevation: number;
  readonly sunAfterTheophany: number;
  readonly satBeforeTheophany: number;
  readonly extraSundays: number;
  readonly reserves: number[];
  readonly floats: Map<number, number>;
  readonly noDaily: Set<number>;
  readonly movedParemias = new Map<number, boolean>();

  constructor(
    readonly year: number,
    readonly calendar: ChurchCalendar,
  ) {
    this.pascha = paschaOf(year).civil;
    this.nextPascha = paschaOf(year + 1).civil;
    this.elevation = this.pdistOf(year, 9, 14);
    this.nativity = this.pdistOf(year, 12, 25);
    this.theophany = this.pdistOf(year + 1, 1, 6);
    this.annunciation = this.pdistOf(year, 3, 25);
    const elevation = surroundingWeekends(this.elevation);
    const theophany = surroundingWeekends(this.theophany);
    const nativity = surroundingWeekends(this.nativity);
    this.sunAfterElevation = elevation.sunAfter;
    this.sunAfterTheophany = theophany.sunAfter;
    this.satBeforeTheophany = theophany.satBefore;
    this.forefathers = this.nativity - 14 + ((7 - weekdayOf(this.nativity)) % 7);
    // Luke begins on the Monday after the Sunday after the Exaltation, with the readings of the
    // eighteenth week after Pentecost.
    this.lukanJump = 49 + 1 + 7 * 17 - (this.sunAfterElevation + 1);
    const sundayBeforeZacchaeus = daysBetween(this.pascha, this.nextPascha) - 12 * 7;
    this.extraSundays = Math.floor((sundayBeforeZacchaeus - this.sunAfterTheophany) / 7);
    this.reserves = this.reservedGospels();
    this.noDaily = new Set([
      theophany.sunBefore,
      theophany.sunAfter,
      this.theophany - 5,
      this.theophany - 1,
      this.theophany,
      this.forefathers,
      nativity.sunBefore,
      this.nativity - 1,
      this.nativity,
      this.nativity + 1,
      nativity.sunAfter,
    ]);
    if (theophany.satAfter === this.theophany + 1) this.noDaily.add(theophany.satAfter);
    if (weekdayOf(this.annunciation) === 6) this.noDaily.add(this.annunciation);
    this.floats = this.floatingDays(elevation, nativity, theophany);
    // A lesser feast on a weekday of Lent has its Vespers readings on the eve.
    for (const [month, day] of [
      [2, 24],
      [3, 9],
      [3, 31],
      [4, 7],
      [4, 23],
      [4, 25],
      [4, 30],
    ] as const) {
      const pdist = this.pdistOf(year, month, day);
      if (pdist > -44 && pdist < -7 && weekdayOf(pdist) > 1) {
        this.movedParemias.set(pdist, false);
        this.movedParemias.set(pdist - 1, true);
      }
    }
  }

  pdistOf(year: number, month: number, day: number): number {
    return daysBetween(this.pascha, churchDateToCivil(year, month, day, this.calendar));
  }

  /** Sunday Gospels left unread before Theophany, read on the Sundays after it. */
  private reservedGospels(): number[] {
    if (!this.extraSundays) return [];
    const firstLuke = 49 + 7 * 18;
    const thirteenthLuke = firstLuke + 7 * 13;
    const reserves: number[] = [];
    for (let p = this.forefathers + this.lukanJump + 7; p <= thirteenthLuke; p += 7)
      reserves.push(p);
    const remainder = this.extraSundays - reserves.length;
    if (remainder) {
      for (let p = firstLuke - remainder * 7; p < firstLuke - 6; p += 7) reserves.push(p);
    }
    return reserves;
  }

  private floatingDays(
    elevation: ReturnType<typeof surroundingWeekends>,
    nativity: ReturnType<typeof surroundingWeekends>,
    theophany: ReturnType<typeof surroundingWeekends>,
  ): Map<number, number> {
    const { year } = this;
    const floats = new Map<number, number>();
    const nearestSunday = (pdist: number) => {
      const weekday = weekdayOf(pdist);
      return weekday < 4 ? pdist - weekday : pdist + 7 - weekday;
    };
    const sundayOnOrAfter = (pdist: number) => pdist + ((7 - weekdayOf(pdist)) % 7);
    const demetrius = this.pdistOf(year, 10, 26);
    const unmercenaries = this.pdistOf(year, 11, 1);
    const set = (pdist: number, index: number) => floats.set(pdist, index);

    set(nearestSunday(this.pdistOf(year, 7, 16)), Float.FathersSix);
    set(sundayOnOrAfter(this.pdistOf(year, 10, 11)), Float.FathersSeventh);
    set(demetrius - weekdayOf(demetrius) - 1, Float.DemetriusSaturday);
    set(unmercenaries + 7 - weekdayOf(unmercenaries), Float.SynaxisUnmercenaries);
    set(elevation.sunBefore, Float.SunBeforeElevation);
    set(elevation.satAfter, Float.SatAfterElevation);
    set(elevation.sunAfter, Float.SunAfterElevation);
    set(this.forefathers, Float.SunForefathers);
    set(theophany.satAfter, Float.SatAfterTheophany);
    set(theophany.sunAfter, Float.SunAfterTheophany);
    set(nearestSunday(this.pdistOf(year + 1, 1, 25)), Float.NewMartyrsRussia);

    const nativityTheotokos = this.pdistOf(year, 9, 8);
    if (elevation.satBefore === nativityTheotokos)
      set(this.elevation - 1, Float.SatBeforeElevationMoved);
    else set(elevation.satBefore, Float.SatBeforeElevation);

    const eve = this.nativity - 1;
    if (eve === nativity.satBefore) {
      set(this.nativity - 2, Float.RoyalHoursNativityFriday);
      set(nativity.sunBefore, Float.SunBeforeNativity);
      set(eve, Float.SatBeforeNativityEve);
    } else if (eve === nativity.sunBefore) {
      set(this.nativity - 3, Float.RoyalHoursNativityFriday);
      set(nativity.satBefore, Float.SatBeforeNativity);
      set(eve, Float.SunBeforeNativityEve);
    } else {
      set(eve, Float.EveNativity);
      set(nativity.satBefore, Float.SatBeforeNativity);
      set(nativity.sunBefore, Float.SunBeforeNativity);
    }

    const { theophany: th } = this;
    switch (weekdayOf(this.nativity)) {
      case 0:
        set(nativity.satAfter, Float.SatAfterNativityBeforeTheophany);
        set(this.nativity + 1, Float.SunAfterNativityMonday);
        set(theophany.sunBefore, Float.SunBeforeTheophany);
        set(th - 1, Float.TheophanyEve);
        break;
      case 1:
        set(nativity.satAfter, Float.SatAfterNativityBeforeTheophany);
        set(nativity.sunAfter, Float.SunAfterNativity);
        set(th - 5, Float.SatBeforeTheophanyJan);
        set(th - 1, Float.TheophanyEve);
        break;
      case 2:
        set(nativity.satAfter, Float.SatAfterNativity);
        set(nativity.sunAfter, Float.SunAfterNativity);
        set(theophany.satBefore, Float.SatBeforeTheophanyEve);
        set(th - 5, Float.SatBeforeTheophanyJan);
        set(th - 2, Float.RoyalHoursTheophanyFriday);
        break;
      case 3:
        set(nativity.satAfter, Float.SatAfterNativity);
        set(nativity.sunAfter, Float.SunAfterNativity);
        set(theophany.satBefore, Float.SatBeforeTheophany);
        set(theophany.sunBefore, Float.SunBeforeTheophanyEve);
        set(th - 3, Float.RoyalHoursTheophanyFriday);
        break;
      case 6:
        set(this.nativity + 6, Float.SatAfterNativityFriday);
        set(nativity.sunAfter, Float.SunAfterNativity);
        set(theophany.satBefore, Float.SatBeforeTheophany);
        set(theophany.sunBefore, Float.SunBeforeTheophany);
        set(th - 1, Float.TheophanyEve);
        break;
      default:
        set(nativity.satAfter, Float.SatAfterNativity);
        set(nativity.sunAfter, Float.SunAfterNativity);
        set(theophany.satBefore, Float.SatBeforeTheophany);
        set(theophany.sunBefore, Float.SunBeforeTheophany);
        set(th - 1, Float.TheophanyEve);
    }

    switch (weekdayOf(this.annunciation)) {
      case 6:
        set(this.annunciation - 1, Float.AnnunciationParemFriday);
        set(this.annunciation, Float.AnnunciationSat);
        break;
      case 0:
        set(this.annunciation, Float.AnnunciationSun);
        break;
      case 1:
        set(this.annunciation, Float.AnnunciationMon);
        break;
      default:
        set(this.annunciation - 1, Float.AnnunciationParemEve);
        set(this.annunciation, Float.AnnunciationWeekday);
    }
    return floats;
  }

  /** The Pascha-cycle day whose Epistle is read, or none. */
  epistleDay(pdist: number, date: CivilDate): number | undefined {
    if (this.noDaily.has(pdist)) return undefined;
    if (pdist === 49 + 29 * 7) return this.forefathers;
    // From the 32nd Sunday after Pentecost the next year's cycle is read.
    if (pdist >= 49 + 32 * 7) return daysBetween(this.nextPascha, date);
    return pdist;
  }

  /** The Pascha-cycle day whose Gospel is read (after the Lukan jump), or none. */
  gospelDay(pdist: number, date: CivilDate): number | undefined {
    if (this.noDaily.has(pdist)) return undefined;
    // The 11th Sunday of Luke reads the Gospel of the Forefathers' week.
    if (pdist === this.sunAfterElevation + 7 + 10 * 7) return this.forefathers + this.lukanJump;
    if (weekdayOf(pdist) === 0 && pdist > this.sunAfterTheophany && this.extraSundays > 1) {
      const reserved = this.reserves[(pdist - this.sunAfterTheophany) / 7 - 1];
      if (reserved !== undefined) return reserved;
    }
    if (pdist > this.satBeforeTheophany) return daysBetween(this.nextPascha, date);
    if (pdist > this.sunAfterElevation) return pdist + this.lukanJump;
    return pdist;
  }
}

const years = new Map<string, LectionaryYear>();
function lectionaryYear(year: number, calendar: ChurchCalendar): LectionaryYear {
  const key = `${calendar}${year}`;
  let found = years.get(key);
  if (!found) {
    found = new LectionaryYear(year, calendar);
    years.set(key, found);
  }
  return found;
}

const services: Record<TableEntry[0], ReadingService> = {
  E: 'liturgy',
  G: 'liturgy',
  V: 'vespers',
  H: 'sixth-hour',
};

function toReading([code, verses, note]: TableEntry): Reading {
  const service = services[code];
  if (verses.startsWith('Comp:')) {
    const display = verses.slice('Comp:'.length).replace(/-/g, '–');
    return { service, kind: 'ot', reference: verses, display, passages: [], ...(note && { note }) };
  }
  const passages = parseVerses(verses);
  const book = passages[0]?.book ?? '';
  const kind: ReadingKind =
    code === 'G' || ['Matt', 'Mark', 'Luke', 'John'].includes(book)
      ? 'gospel'
      : code === 'E' || bookIsApostle(book)
        ? 'epistle'
        : 'ot';
  return {
    service,
    kind,
    reference: verses,
    display: formatReference(passages),
    passages,
    ...(note && { note }),
  };
}

const apostleBooks = new Set([
  'Acts',
  'Rom',
  '1Cor',
  '2Cor',
  'Gal',
  'Eph',
  'Phil',
  'Col',
  '1Thess',
  '2Thess',
  '1Tim',
  '2Tim',
  'Titus',
  'Philemon',
  'Heb',
  'James',
  '1Peter',
  '2Peter',
  '1John',
  '2John',
  '3John',
  'Jude',
]);
const bookIsApostle = (book: string) => apostleBooks.has(book);

const readingCache = new Map<string, Reading>();
const cachedReading = (entry: TableEntry) => {
  const key = entry.join('#');
  let reading = readingCache.get(key);
  if (!reading) {
    reading = toReading(entry);
    readingCache.set(key, reading);
  }
  return reading;
};

const serviceOrder: Record<ReadingService, number> = { 'sixth-hour': 0, vespers: 1, liturgy: 2 };
const kindOrder: Record<ReadingKind, number> = { ot: 0, epistle: 1, gospel: 2 };

/**
 * The day's readings on a calendar: the Sixth Hour and Vespers (Old Testament) first, then the
 * Liturgy's Epistles and Gospels, the day's own before a feast's or saint's.
 */
export function readingsFor(input: DateInput, calendar: ChurchCalendar = 'new'): Reading[] {
  const date = toCivilDate(input);
  let year = date.year;
  let pdist = daysBetween(paschaOf(year).civil, date);
  if (pdist < -77) {
    year -= 1;
    pdist = daysBetween(paschaOf(year).civil, date);
  }
  const lectionary = lectionaryYear(year, calendar);
  const churchDate = civilToChurchDate(date, calendar);
  const { month, day } = churchDate;
  const weekday = weekdayOf(pdist);

  const entries: TableEntry[] = [];
  const daily = paschalReadings[pdist] ?? [];
  entries.push(...daily.filter(([code]) => code !== 'E' && code !== 'G'));
  const epistleDay = lectionary.epistleDay(pdist, date);
  const gospelDay = lectionary.gospelDay(pdist, date);
  const noMemorial =
    [-36, -29, -22].includes(pdist) && month === 3 && [9, 24, 25, 26].includes(day);
  const keep = ([, , note]: TableEntry) => !(noMemorial && note === 'Departed');
  if (epistleDay !== undefined) {
    entries.push(...(paschalReadings[epistleDay] ?? []).filter((e) => e[0] === 'E' && keep(e)));
  }
  if (gospelDay !== undefined) {
    entries.push(...(paschalReadings[gospelDay] ?? []).filter((e) => e[0] === 'G' && keep(e)));
  }
  const floatIndex = lectionary.floats.get(pdist);
  if (floatIndex !== undefined) entries.push(...(floatingReadings[floatIndex] ?? []));

  if (lectionary.movedParemias.get(pdist) === true) {
    const next = civilToChurchDate(addDays(date, 1), calendar);
    entries.push(...(fixedReadings[`${next.month}-${next.day}`] ?? []).filter((e) => e[0] === 'V'));
  }
  const noParemias = lectionary.movedParemias.get(pdist) === false;
  const leaveTakingWithoutLiturgy = month === 3 && day === 26 && [1, 2, 4].includes(weekday);
  entries.push(
    ...(fixedReadings[`${month}-${day}`] ?? []).filter(
      ([code, , note]) =>
        !(noParemias && code === 'V') && !(leaveTakingWithoutLiturgy && note === 'Theotokos'),
    ),
  );

  return entries
    .map(cachedReading)
    .map((reading, index) => ({ reading, index }))
    .sort(
      (a, b) =>
        serviceOrder[a.reading.service] - serviceOrder[b.reading.service] ||
        kindOrder[a.reading.kind] - kindOrder[b.reading.kind] ||
        a.index - b.index,
    )
    .map(({ reading }) => reading);
}

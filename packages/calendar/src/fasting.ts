import type {
  Feast,
  FastingTradition,
  FastLevel,
  FastReason,
  FastRule,
  SeasonId,
} from '@ministry/contracts';

/**
 * The fast of a day, as one table: each rule names its days and the level it gives, the first
 * rule that holds wins. Levels are the same in both traditions except where a rule gives one per
 * tradition; the README says where each rule comes from.
 */

/** What the rules look at. Dates are the Church's (the Julian date on the Old Calendar). */
export interface FastDay {
  /** Days from Pascha: negative before. */
  daysFromPascha: number;
  /** The Church's month (1–12) and day. */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  season: SeasonId;
  feasts: readonly Feast[];
}

type Levels = FastLevel | Readonly<Record<FastingTradition, FastLevel>>;

export interface FastingRule {
  id: string;
  /** The days, in words: also the start of the day's description. */
  days: string;
  level: Levels;
  /** `wednesday-or-friday`: `wednesday` or `friday`, by the day. */
  reason: FastReason | 'wednesday-or-friday';
  holds: (day: FastDay) => boolean;
}

// The days the rules speak of.
const fromPascha =
  (from: number, to = from) =>
  (day: FastDay) =>
    day.daysFromPascha >= from && day.daysFromPascha <= to;
const onDate = (month: number, dayOfMonth: number) => (day: FastDay) =>
  day.month === month && day.day === dayOfMonth;
const weekdays =
  (...days: number[]) =>
  (day: FastDay) =>
    days.includes(day.weekday);
const inSeason =
  (...seasons: SeasonId[]) =>
  (day: FastDay) =>
    seasons.includes(day.season);
const hasFeast =
  (test: (feast: Feast) => boolean) =>
  (day: FastDay): boolean =>
    day.feasts.some(test);
const all =
  (...tests: ((day: FastDay) => boolean)[]) =>
  (day: FastDay) =>
    tests.every((test) => test(day));
const always = () => true;

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const wednesdayOrFriday = weekdays(WED, FRI);
const monWedFri = weekdays(MON, WED, FRI);
const tueThu = weekdays(TUE, THU);
const weekend = weekdays(SAT, SUN);
const annunciation = hasFeast(({ id }) => id === 'annunciation');
/** 25 December – 4 January on the Church's calendar. */
const twelveDays = (day: FastDay) =>
  (day.month === 12 && day.day >= 25) || (day.month === 1 && day.day <= 4);
/** The Nativity Fast's last days, 20–23 December, before the Eve. */
const nativityFastClose = (day: FastDay) => day.month === 12 && day.day >= 20 && day.day <= 23;
const lesserFast = inSeason('nativity-fast', 'apostles-fast');

const rule = (
  id: string,
  days: string,
  level: Levels,
  reason: FastingRule['reason'],
  holds: FastingRule['holds'],
): FastingRule => ({ id, days, level, reason, holds });

/** rule → days → level, first match wins. Kept one rule a line, as a table reads. */
// prettier-ignore
export const fastingTable: readonly FastingRule[] = [
  // Fast-free periods: no fast, even on Wednesday and Friday.
  rule('bright-week', 'Bright Week', 'none', 'fast-free-period', fromPascha(0, 6)),
  rule('trinity-week', 'Trinity week, after Pentecost', 'none', 'fast-free-period', fromPascha(49, 55)),
  rule('publican-week', 'The week after the Publican and the Pharisee', 'none', 'fast-free-period', fromPascha(-70, -64)),
  rule('twelve-days', 'The Twelve Days of Christmas', 'none', 'fast-free-period', twelveDays),
  rule('theophany', 'Theophany', 'none', 'fast-free-period', onDate(1, 6)),
  rule('synaxis-forerunner', 'The Synaxis of the Forerunner on a Wednesday or Friday', { slavic: 'strict', greek: 'none' }, 'wednesday-or-friday', all(onDate(1, 7), wednesdayOrFriday)),

  // Holy Week and Great Lent.
  rule('annunciation-holy-week', 'The Annunciation in Holy Week', { slavic: 'fish', greek: 'wine-oil' }, 'fasting-season', all(annunciation, fromPascha(-6, -3))),
  rule('annunciation-great-friday-saturday', 'The Annunciation on Great Friday or Saturday', 'wine-oil', 'fasting-season', all(annunciation, fromPascha(-2, -1))),
  rule('great-friday', 'Great and Holy Friday', 'total', 'strict-fast-day', fromPascha(-2)),
  rule('holy-saturday', 'Great and Holy Saturday', 'strict', 'fasting-season', fromPascha(-1)),
  rule('holy-thursday', 'Great and Holy Thursday', 'wine-oil', 'fasting-season', fromPascha(-3)),
  rule('holy-week', 'Holy Week', 'strict', 'fasting-season', fromPascha(-6, -4)),
  rule('palm-sunday', 'Palm Sunday', 'fish', 'fasting-season', fromPascha(-7)),
  rule('annunciation-great-lent', 'The Annunciation in Great Lent', 'fish', 'fasting-season', all(annunciation, fromPascha(-48, -8))),
  rule('lazarus-saturday', 'Lazarus Saturday', 'wine-oil', 'fasting-season', fromPascha(-8)),
  rule('clean-monday-tuesday', 'Clean Monday and Tuesday, the first days of Great Lent', 'total', 'fasting-season', fromPascha(-48, -47)),
  rule('great-lent-weekend', 'Great Lent, Saturday and Sunday', 'wine-oil', 'fasting-season', all(fromPascha(-48, -9), weekend)),
  rule('great-lent', 'Great Lent', 'strict', 'fasting-season', fromPascha(-48, -9)),
  rule('cheesefare-week', 'Cheesefare week', 'dairy', 'cheesefare-week', fromPascha(-55, -49)),

  // Days of the Paschal season relaxed for their feast.
  rule('mid-pentecost', 'Mid-Pentecost', 'fish', 'wednesday', fromPascha(24)),
  rule('leave-taking-pascha', 'The Leave-taking of Pascha', 'fish', 'wednesday', fromPascha(38)),

  // Strict days whatever the weekday; the eves are eased to one meal with wine and oil at the weekend.
  rule('nativity-eve-weekend', 'The Eve of the Nativity on a Saturday or Sunday', 'wine-oil', 'strict-fast-day', all(onDate(12, 24), weekend)),
  rule('nativity-eve', 'The Eve of the Nativity', 'strict', 'strict-fast-day', onDate(12, 24)),
  rule('theophany-eve-weekend', 'The Eve of Theophany on a Saturday or Sunday', 'wine-oil', 'strict-fast-day', all(onDate(1, 5), weekend)),
  rule('theophany-eve', 'The Eve of Theophany', 'strict', 'strict-fast-day', onDate(1, 5)),
  rule('exaltation-cross', 'The Exaltation of the Cross', 'wine-oil', 'strict-fast-day', onDate(9, 14)),
  rule('beheading-forerunner', 'The Beheading of the Forerunner', 'wine-oil', 'strict-fast-day', onDate(8, 29)),

  // The Dormition Fast.
  rule('transfiguration', 'The Transfiguration, in the Dormition Fast', 'fish', 'fasting-season', onDate(8, 6)),
  rule('dormition-fast-weekend', 'Dormition Fast, Saturday and Sunday', 'wine-oil', 'fasting-season', all(inSeason('dormition-fast'), weekend)),
  rule('dormition-fast', 'Dormition Fast', 'strict', 'fasting-season', inSeason('dormition-fast')),

  // The Nativity and Apostles' Fasts.
  rule('entry-theotokos', 'The Entry of the Theotokos, in the Nativity Fast', 'fish', 'fasting-season', onDate(11, 21)),
  rule('nativity-forerunner-apostles-fast', "The Nativity of the Forerunner, in the Apostles' Fast", 'fish', 'fasting-season', all(onDate(6, 24), inSeason('apostles-fast'))),
  rule('nativity-fast-close-strict', 'Nativity Fast, 20–23 December, Monday, Wednesday and Friday', 'strict', 'fasting-season', all(nativityFastClose, monWedFri)),
  rule('nativity-fast-close', 'Nativity Fast, 20–23 December', 'wine-oil', 'fasting-season', nativityFastClose),
  rule('lesser-fast-strict', "Nativity or Apostles' Fast, Monday, Wednesday and Friday", 'strict', 'fasting-season', all(lesserFast, monWedFri)),
  rule('lesser-fast-tuesday-thursday', "Nativity or Apostles' Fast, Tuesday and Thursday", { slavic: 'fish', greek: 'wine-oil' }, 'fasting-season', all(lesserFast, tueThu)),
  rule('lesser-fast-weekend', "Nativity or Apostles' Fast, Saturday and Sunday", 'fish', 'fasting-season', lesserFast),

  // Wednesday and Friday through the year.
  rule('protection-wednesday-friday', 'The Protection of the Theotokos on a Wednesday or Friday', { slavic: 'fish', greek: 'wine-oil' }, 'wednesday-or-friday', all(onDate(10, 1), wednesdayOrFriday)),
  rule('st-philip-wednesday-friday', 'St Philip the Apostle on a Wednesday or Friday', { slavic: 'wine-oil', greek: 'strict' }, 'wednesday-or-friday', all(onDate(11, 14), wednesdayOrFriday)),
  rule('feast-wednesday-friday', 'A great feast on a Wednesday or Friday', 'fish', 'wednesday-or-friday', all(hasFeast(({ rank }) => rank === 'great' || rank === 'major'), wednesdayOrFriday)),
  rule('wednesday-friday', 'Wednesday or Friday', 'strict', 'wednesday-or-friday', wednesdayOrFriday),
  rule('no-fast', 'Not a fast day', 'none', 'no-fast', always),
];

const levelWords: Readonly<Record<Exclude<FastLevel, 'none'>, string>> = {
  dairy: 'no meat; dairy, eggs and fish are allowed',
  fish: 'fish, wine and oil allowed; no meat, dairy or eggs',
  'wine-oil': 'wine and oil allowed; no meat, dairy, eggs or fish',
  strict: 'a strict fast: no meat, dairy, eggs, fish, wine or oil',
  total: 'total abstention, for those who are able',
};

const levelIn = (level: Levels, tradition: FastingTradition): FastLevel =>
  typeof level === 'string' ? level : level[tradition];

/** The rule of the table that holds on a day (the last one always does). */
export function fastingRuleOf(day: FastDay): FastingRule {
  const found = fastingTable.find((candidate) => candidate.holds(day));
  if (!found) throw new Error('the fasting table ends with a rule that always holds');
  return found;
}

/** The day's fast in a tradition: the level, why, and the rule in words. */
export function fastOf(day: FastDay, tradition: FastingTradition): FastRule {
  const found = fastingRuleOf(day);
  const level = levelIn(found.level, tradition);
  const reason =
    found.reason === 'wednesday-or-friday'
      ? day.weekday === WED
        ? 'wednesday'
        : 'friday'
      : found.reason;
  const description =
    level !== 'none'
      ? `${found.days}: ${levelWords[level]}`
      : found.reason === 'fast-free-period'
        ? `${found.days}: no fast, even on Wednesday and Friday`
        : found.id === 'no-fast'
          ? found.days
          : `${found.days}: no fast`;
  return { isFastDay: level !== 'none', level, reason, rule: found.id, description };
}

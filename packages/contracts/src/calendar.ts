import { z } from 'zod';

/**
 * The Church year: which calendar a visitor keeps, the stable ids of its seasons and feasts (for
 * tagging products, posts and pearls), and the answer of `GET /api/calendar/today`.
 */

/** New Calendar (Revised Julian: fixed feasts on their civil date) or Old Calendar (Julian). */
export const churchCalendarSchema = z.enum(['new', 'old'], {
  error: 'calendar must be new or old',
});
export type ChurchCalendar = z.infer<typeof churchCalendarSchema>;

/**
 * Seasons of the Church year; exactly one is current on any day. `ordinary` is the stable id
 * (stored on tagged products, posts and pearls) of the weeks after Pentecost outside the fasts and
 * feasts' seasons, named "After Pentecost" as the Church counts them.
 */
export const seasonIds = [
  'triodion',
  'great-lent',
  'holy-week',
  'bright-week',
  'paschal-season',
  'pentecost-season',
  'apostles-fast',
  'dormition-fast',
  'nativity-fast',
  'twelve-days',
  'ordinary',
] as const;
export const seasonIdSchema = z.enum(seasonIds, { error: 'must be a season of the Church year' });
export type SeasonId = z.infer<typeof seasonIdSchema>;

/** Feasts and named days, movable (from Pascha) and fixed (by the Church's date). */
export const feastIds = [
  // Movable: the Triodion and the Pentecostarion.
  'publican-pharisee',
  'prodigal-son',
  'meatfare-sunday',
  'cheesefare-sunday',
  'clean-monday',
  'lazarus-saturday',
  'palm-sunday',
  'holy-thursday',
  'holy-friday',
  'holy-saturday',
  'pascha',
  'thomas-sunday',
  'mid-pentecost',
  'ascension',
  'pentecost',
  'all-saints',
  // Fixed, in the order of the Church year from September.
  'nativity-theotokos',
  'exaltation-cross',
  'protection-theotokos',
  'entry-theotokos',
  'nativity-eve',
  'nativity',
  'circumcision',
  'theophany-eve',
  'theophany',
  'meeting',
  'annunciation',
  'nativity-forerunner',
  'peter-paul',
  'transfiguration',
  'dormition',
  'beheading-forerunner',
] as const;
export const feastIdSchema = z.enum(feastIds, { error: 'must be a feast of the Church year' });
export type FeastId = z.infer<typeof feastIdSchema>;

/** What a resource can be tagged with: a season or a feast. */
export const seasonTagIds = [...seasonIds, ...feastIds] as const;
export const seasonTagSchema = z.enum(seasonTagIds, {
  error: 'must be a season or feast of the Church year',
});
export type SeasonTag = z.infer<typeof seasonTagSchema>;

/**
 * Years the calendar answers for: from the Gregorian reform to 2799, the last year in which the
 * Revised Julian (New) calendar agrees with the Gregorian civil calendar.
 */
export const CHURCH_YEAR_MIN = 1583;
export const CHURCH_YEAR_MAX = 2799;

/** A civil date, `YYYY-MM-DD`, that exists (no 30 February). */
export const civilDateStringSchema = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/**
 * A commemoration's rank, highest first: `great` (a great feast of the Lord or the Theotokos),
 * `major` (another great feast), `vigil` (vigil-rank), `polyeleos`, `commemoration` (the rest).
 */
export const feastRanks = ['great', 'major', 'vigil', 'polyeleos', 'commemoration'] as const;
export const feastRankSchema = z.enum(feastRanks);
export type FeastRank = z.infer<typeof feastRankSchema>;

export const feastSchema = z.object({
  id: feastIdSchema,
  name: z.string(),
  rank: feastRankSchema,
});
export type Feast = z.infer<typeof feastSchema>;

/**
 * How one fasts on a day, on the scale parish calendars print: `none` (no fast), `dairy` (no meat:
 * Cheesefare week), `fish` (fish, wine and oil allowed), `wine-oil` (wine and oil, no fish),
 * `strict` (no oil either), `total` (no food, where the Typikon asks it).
 */
export const fastLevels = ['none', 'dairy', 'fish', 'wine-oil', 'strict', 'total'] as const;
export const fastLevelSchema = z.enum(fastLevels);
export type FastLevel = z.infer<typeof fastLevelSchema>;

/** Each level in one line, for wherever the fast is explained. */
export const fastLevelMeanings: Readonly<Record<FastLevel, string>> = {
  none: 'No fast: every food is allowed.',
  dairy: 'No meat; dairy, eggs and fish are allowed.',
  fish: 'Fish allowed: no meat, dairy or eggs; fish, wine and oil are allowed.',
  'wine-oil': 'Wine and oil: no meat, dairy, eggs or fish; wine and olive oil are allowed.',
  strict: 'Strict fast: no meat, dairy, eggs, fish, wine or oil.',
  total: 'Total abstention: no food until evening, or at all, for those who are able.',
};

/**
 * Whose custom the fast follows, chosen by the owner: Slavic (Russian) or Greek usage. They differ
 * only on a few days (see the calendar package's fasting table).
 */
export const fastingTraditionSchema = z.enum(['slavic', 'greek'], {
  error: 'tradition must be slavic or greek',
});
export type FastingTradition = z.infer<typeof fastingTraditionSchema>;

/** As the site names it: "Fasting as in the Russian tradition". */
export const fastingTraditionNames: Readonly<Record<FastingTradition, string>> = {
  slavic: 'the Russian tradition',
  greek: 'the Greek tradition',
};

/** Why the day is, or is not, a fast day. */
export const fastReasonSchema = z.enum([
  'no-fast',
  'wednesday',
  'friday',
  'fasting-season',
  'strict-fast-day',
  'cheesefare-week',
  'fast-free-period',
]);
export type FastReason = z.infer<typeof fastReasonSchema>;

export const fastRuleSchema = z.object({
  isFastDay: z.boolean(),
  level: fastLevelSchema,
  reason: fastReasonSchema,
  /** The rule of the fasting table that set it, e.g. `great-lent-weekend` (always sent). */
  rule: z.string().optional(),
  /** The rule in words, e.g. "Great Lent: strict fast: no meat, dairy, eggs, fish, wine or oil". */
  description: z.string(),
});
export type FastRule = z.infer<typeof fastRuleSchema>;

export const churchDaySchema = z.object({
  /** The civil (Gregorian) date asked about. */
  date: civilDateStringSchema,
  calendar: churchCalendarSchema,
  /** The same day on the Church's calendar: the civil date (new) or the Julian date (old). */
  churchDate: civilDateStringSchema,
  /** Pascha of the date's year, as a civil date (the same day on both calendars). */
  pascha: civilDateStringSchema,
  /** Days from that Pascha: negative before, 0 on Pascha. */
  daysFromPascha: z.number().int(),
  season: z.object({
    id: seasonIdSchema,
    name: z.string(),
    /** Day of the season, from 1 (Clean Monday is Great Lent's day 1); absent after Pentecost. */
    day: z.number().int().positive().optional(),
    /**
     * After Pentecost only: the week after Pentecost as the Church counts it, running on through
     * Theophany to the Triodion. Trinity week is the first, and the Nth Sunday after Pentecost
     * closes the Nth week (the weekdays after it are the next week's).
     */
    week: z.number().int().positive().optional(),
  }),
  /** The day's commemorations, the highest first (see `feastRanks`). */
  feasts: z.array(feastSchema),
  /** Whose fasting custom `fast` follows: the owner's choice. */
  tradition: fastingTraditionSchema,
  fast: fastRuleSchema,
  /** The tone of the week, 1–8, from Thomas Sunday; null in Holy Week and Bright Week. */
  tone: z.number().int().min(1).max(8).nullable(),
  /** The season and the feasts: every tag whose resources suit the day. */
  tags: z.array(seasonTagSchema),
});
export type ChurchDay = z.infer<typeof churchDaySchema>;

/** `GET /api/calendar/today?calendar=new|old&date=YYYY-MM-DD`; both optional. */
export const calendarTodayQuerySchema = z
  .object({
    calendar: churchCalendarSchema.optional(),
    date: civilDateStringSchema
      .refine(
        (date) => {
          const year = Number(date.slice(0, 4));
          return year >= CHURCH_YEAR_MIN && year <= CHURCH_YEAR_MAX;
        },
        { error: `must be a date from ${CHURCH_YEAR_MIN} to ${CHURCH_YEAR_MAX}` },
      )
      .optional(),
  })
  .strict();
export type CalendarTodayQuery = z.infer<typeof calendarTodayQuerySchema>;

// Names and tags: one table for the calendar's answers, the admin's choices and the home page.

export const seasonNames: Readonly<Record<SeasonId, string>> = {
  triodion: 'Triodion',
  'great-lent': 'Great Lent',
  'holy-week': 'Holy Week',
  'bright-week': 'Bright Week',
  'paschal-season': 'Paschal season',
  'pentecost-season': 'Pentecost',
  'apostles-fast': "Apostles' Fast",
  'dormition-fast': 'Dormition Fast',
  'nativity-fast': 'Nativity Fast',
  'twelve-days': 'Twelve Days of Christmas',
  ordinary: 'After Pentecost',
};

export const feastNames: Readonly<Record<FeastId, string>> = {
  'publican-pharisee': 'Sunday of the Publican and the Pharisee',
  'prodigal-son': 'Sunday of the Prodigal Son',
  'meatfare-sunday': 'Meatfare Sunday (of the Last Judgement)',
  'cheesefare-sunday': 'Cheesefare Sunday (Forgiveness Sunday)',
  'clean-monday': 'Clean Monday',
  'lazarus-saturday': 'Lazarus Saturday',
  'palm-sunday': 'Entry of the Lord into Jerusalem (Palm Sunday)',
  'holy-thursday': 'Great and Holy Thursday',
  'holy-friday': 'Great and Holy Friday',
  'holy-saturday': 'Great and Holy Saturday',
  pascha: 'Pascha: the Resurrection of Christ',
  'thomas-sunday': 'Thomas Sunday',
  'mid-pentecost': 'Mid-Pentecost',
  ascension: 'Ascension of the Lord',
  pentecost: 'Pentecost',
  'all-saints': 'Sunday of All Saints',
  'nativity-theotokos': 'Nativity of the Theotokos',
  'exaltation-cross': 'Exaltation of the Holy Cross',
  'protection-theotokos': 'Protection of the Theotokos',
  'entry-theotokos': 'Entry of the Theotokos into the Temple',
  'nativity-eve': 'Eve of the Nativity',
  nativity: 'Nativity of Christ',
  circumcision: 'Circumcision of the Lord',
  'theophany-eve': 'Eve of Theophany',
  theophany: 'Theophany',
  meeting: 'Meeting of the Lord',
  annunciation: 'Annunciation',
  'nativity-forerunner': 'Nativity of St John the Baptist',
  'peter-paul': 'Holy Apostles Peter and Paul',
  transfiguration: 'Transfiguration of the Lord',
  dormition: 'Dormition of the Theotokos',
  'beheading-forerunner': 'Beheading of St John the Baptist',
};

const isSeasonId = (tag: SeasonTag): tag is SeasonId =>
  (seasonIds as readonly string[]).includes(tag);

/** A season's or feast's name, e.g. "Great Lent", "Annunciation". */
export const seasonTagName = (tag: SeasonTag): string =>
  isSeasonId(tag) ? seasonNames[tag] : feastNames[tag];

/** At most this many seasons and feasts on one product, post or pearl. */
export const MAX_SEASON_TAGS = 10;

/** The seasons and feasts a product, post or pearl suits (the home page's "For this season"). */
export const seasonTagListSchema = z
  .array(seasonTagSchema, { error: 'must be a list of seasons and feasts' })
  .max(MAX_SEASON_TAGS, { error: `must be at most ${MAX_SEASON_TAGS} seasons and feasts` })
  .refine((tags) => new Set(tags).size === tags.length, {
    error: 'must not repeat a season or feast',
  });

/** `GET /api/calendar/season?calendar=&date=`: the same query as `/today`. */
export const calendarSeasonQuerySchema = calendarTodayQuerySchema;
export type CalendarSeasonQuery = CalendarTodayQuery;

/** `GET /api/settings/fasting-tradition` (staff) and `PATCH` (admins): the owner's tradition. */
export const fastingTraditionSettingSchema = z.object({ tradition: fastingTraditionSchema });
export type FastingTraditionSetting = z.infer<typeof fastingTraditionSettingSchema>;

export const fastingTraditionSettingInputSchema = z
  .object({ tradition: fastingTraditionSchema })
  .strict();
export type FastingTraditionSettingInput = z.infer<typeof fastingTraditionSettingInputSchema>;

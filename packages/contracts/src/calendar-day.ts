import { z } from 'zod';
import {
  CHURCH_YEAR_MAX,
  CHURCH_YEAR_MIN,
  churchCalendarSchema,
  churchDaySchema,
  civilDateStringSchema,
  seasonIdSchema,
} from './calendar.js';
import { postSchema } from './posts.js';
import { productSchema } from './products.js';

// The day's page and the month's (`/today`, `/calendar/{date}`, `/calendar/{month}`). Beside
// calendar.ts rather than in it, as season-resources.ts: the page lists tagged products and posts.

const inChurchYears = (year: number) => year >= CHURCH_YEAR_MIN && year <= CHURCH_YEAR_MAX;
const yearsError = `from ${CHURCH_YEAR_MIN} to ${CHURCH_YEAR_MAX}`;

/** A civil date the calendar answers for: `YYYY-MM-DD`, a real day, 1583–2799. */
export const calendarDateSchema = civilDateStringSchema.refine(
  (date) => inChurchYears(Number(date.slice(0, 4))),
  { error: `must be a date ${yearsError}` },
);

/** A month, `YYYY-MM`, 1583–2799. */
export const calendarMonthStringSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month as YYYY-MM' })
  .refine((month) => inChurchYears(Number(month.slice(0, 4))), {
    error: `must be a month ${yearsError}`,
  });

/** `?calendar=new|old` of the day's and month's answers and the feeds; the owner's by default. */
export const calendarChoiceQuerySchema = z
  .object({ calendar: churchCalendarSchema.optional() })
  .strict();
export type CalendarChoiceQuery = z.infer<typeof calendarChoiceQuerySchema>;

export const calendarDayParamsSchema = z.object({ date: calendarDateSchema });
export const calendarMonthParamsSchema = z.object({ month: calendarMonthStringSchema });

/** A commemoration of the day, highest rank first (see `saintsFor` in @ministry/calendar). */
export const commemorationSchema = z.object({
  name: z.string(),
  rank: z.enum(['great', 'major', 'vigil', 'polyeleos', 'doxology', 'six-stichera']).optional(),
  description: z.string().optional(),
  /** Kept only in Slavic usage (the Russian Church, the OCA). */
  tradition: z.literal('slavic').optional(),
});
export type Commemoration = z.infer<typeof commemorationSchema>;

/** One reading of the day, with its verses when the text is shipped (the New Testament's). */
export const dayReadingSchema = z.object({
  service: z.enum(['liturgy', 'vespers', 'sixth-hour']),
  kind: z.enum(['epistle', 'gospel', 'ot']),
  /** As printed: "Luke 10:38–42; 11:27–28". */
  display: z.string(),
  /** Whose reading it is when the day has several: "Theotokos", "Departed". */
  note: z.string().optional(),
  /** The World English Bible's verses; absent when the text is not shipped (the Old Testament). */
  verses: z
    .array(
      z.object({
        book: z.string(),
        chapter: z.number().int(),
        verse: z.number().int(),
        text: z.string(),
      }),
    )
    .optional(),
});
export type DayReading = z.infer<typeof dayReadingSchema>;

/**
 * `GET /api/calendar/days/:date?calendar=new|old`: everything the day's page shows: the Church's
 * day, its saints, its readings with their text, what is tagged for its season and feasts, and
 * the days before and after.
 */
export const calendarDayPageSchema = z.object({
  day: churchDaySchema,
  commemorations: z.array(commemorationSchema),
  readings: z.array(dayReadingSchema),
  products: z.array(productSchema),
  posts: z.array(postSchema),
  /** The civil dates before and after, `null` at the edge of the years the calendar answers. */
  previous: civilDateStringSchema.nullable(),
  next: civilDateStringSchema.nullable(),
});
export type CalendarDayPage = z.infer<typeof calendarDayPageSchema>;

/** One day of the month's view: enough for a line, the rest is on the day's page. */
export const calendarMonthDaySchema = z.object({
  date: civilDateStringSchema,
  churchDate: civilDateStringSchema,
  season: seasonIdSchema,
  /** The fast in words, as the day's page gives it ("Wednesday: a strict fast: …"). */
  fast: z.string(),
  /** The day's feasts by name, then its first commemoration when no feast is kept. */
  feasts: z.array(z.string()),
  commemoration: z.string().optional(),
});
export type CalendarMonthDay = z.infer<typeof calendarMonthDaySchema>;

/** `GET /api/calendar/months/:month?calendar=new|old`: every civil day of the month. */
export const calendarMonthSchema = z.object({
  month: calendarMonthStringSchema,
  calendar: churchCalendarSchema,
  previous: z.string().nullable(),
  next: z.string().nullable(),
  days: z.array(calendarMonthDaySchema),
});
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

import { z } from 'zod';
import {
  emailSchema,
  isoDateSchema,
  objectIdSchema,
  optionalText,
  pageNumberQuery,
  requiredText,
} from './common.js';
import { cardFeeSchema } from './card-fee.js';

export * from './card-fee.js';

/**
 * Giving on the site: what the web sends to and gets from the payments service's `/gifts`
 * calls (`/payments/gifts…` through the gateway). Amounts travel in whole dollars; the
 * service checks them against its configured bounds (`GIFT_MIN_DOLLARS`, `GIFT_MAX_DOLLARS`).
 */

export const giftFrequencySchema = z.enum(['once', 'monthly'], {
  error: 'must be once or monthly',
});
export type GiftFrequency = z.infer<typeof giftFrequencySchema>;

/** A fund a donor may give to, e.g. "Printed copies for prisons". */
export const fundSchema = z.object({ id: z.string(), name: z.string() });
export type Fund = z.infer<typeof fundSchema>;

export const FUND_GOAL_LABEL_MAX = 80;
export const FUND_GOAL_DESCRIPTION_MAX = 200;

const goalDateSchema = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

/**
 * What a fund is raising, and when: "500 prayer books for prisons", $4,000 over "Great Lent
 * 2027" (its first and last days, both counted, in the owner's time zone).
 */
export const fundGoalSchema = z
  .object({
    /** Whole dollars. */
    amount: z
      .number({ error: 'must be an amount in dollars' })
      .int({ error: 'must be whole dollars' })
      .min(1, { error: 'must be at least $1' })
      .max(100_000_000, { error: 'is too large' }),
    description: optionalText(FUND_GOAL_DESCRIPTION_MAX).transform((text) => text || undefined),
    label: requiredText(FUND_GOAL_LABEL_MAX),
    startsOn: goalDateSchema,
    endsOn: goalDateSchema,
  })
  .strict()
  .refine((goal) => goal.endsOn >= goal.startsOn, {
    path: ['endsOn'],
    message: 'must not be before the first day',
  });
export type FundGoal = z.output<typeof fundGoalSchema>;
export type FundGoalInput = z.input<typeof fundGoalSchema>;

/**
 * A fund's meter on `/donate`: the gifts recorded in its goal's period (net of refunds and of
 * the card fees donors covered, which the fund never receives), and how many donors gave them.
 */
export const fundProgressSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Dollars. */
  goal: z.number(),
  /** Dollars and cents. */
  given: z.number(),
  donors: z.number().int(),
});
export type FundProgress = z.infer<typeof fundProgressSchema>;

/** `GET /gifts/goals`: the meters of the funds offered whose goal's period includes today. */
export const fundGoalsProgressSchema = z.object({ goals: z.array(fundProgressSchema) });
export type FundGoalsProgress = z.infer<typeof fundGoalsProgressSchema>;

/** `GET /gifts/options`: what the giving form offers. */
export const givingOptionsSchema = z.object({
  mode: z.enum(['stripe', 'demo']),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  presets: z.array(z.number().int()),
  funds: z.array(fundSchema),
  /** The card fee a donor may choose to cover, as the server will charge it (`coverCardFee`). */
  cardFee: cardFeeSchema,
});
export type GivingOptions = z.infer<typeof givingOptionsSchema>;

export const TRIBUTE_NAME_MAX = 100;
export const TRIBUTE_MESSAGE_MAX = 500;

/** A gift made in honour of someone living, or in memory of someone departed. */
export const tributeKindSchema = z.enum(['honour', 'memory'], {
  error: 'must be in honour or in memory',
});
export type TributeKind = z.infer<typeof tributeKindSchema>;

/**
 * The card a donor may have emailed about their tribute: to a person they name, with their
 * message, and the amount only if they choose to show it.
 */
export const tributeCardSchema = z
  .object({
    recipientName: requiredText(TRIBUTE_NAME_MAX),
    recipientEmail: emailSchema,
    message: optionalText(TRIBUTE_MESSAGE_MAX).transform((message) => message || undefined),
    showAmount: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict();

export const tributeSchema = z
  .object({
    kind: tributeKindSchema,
    /** Whom the gift honours or remembers. */
    name: requiredText(TRIBUTE_NAME_MAX),
    card: tributeCardSchema.optional(),
  })
  .strict();
export type TributeInput = z.input<typeof tributeSchema>;
export type Tribute = z.output<typeof tributeSchema>;

/** "in memory of Fr. John", "in honour of Maria": a tribute in words, wherever it is shown. */
export const tributeWords = (tribute: { kind: TributeKind; name: string }): string =>
  `in ${tribute.kind} of ${tribute.name}`;

export const PRAYER_NAME_MAX = 80;
export const PRAYER_NAMES_MAX = 50;

/**
 * Names for prayer, one per line as a donor writes them (or a list): blank lines dropped, each
 * name trimmed. Christian names as commemorated ("Maria", "the newly departed Nicholas").
 */
const prayerNameListSchema = z
  .union([z.string({ error: 'must be names' }), z.array(z.string({ error: 'must be names' }))])
  .transform((names) =>
    (Array.isArray(names) ? names : names.split(/\r?\n/))
      .map((name) => name.trim())
      .filter(Boolean),
  )
  // Said of the whole list, which a form shows as one field (a name per line).
  .refine((names) => names.every((name) => name.length <= PRAYER_NAME_MAX), {
    error: `must be names of at most ${PRAYER_NAME_MAX} characters each`,
  })
  .refine((names) => names.length <= PRAYER_NAMES_MAX, {
    error: `must be at most ${PRAYER_NAMES_MAX} names`,
  });

/** The names a donor asks prayers for with a gift: the living and the departed. */
export const prayerNamesSchema = z
  .object({
    living: prayerNameListSchema.default([]),
    departed: prayerNameListSchema.default([]),
  })
  .strict();
export type PrayerNamesInput = z.input<typeof prayerNamesSchema>;
export type PrayerNames = z.output<typeof prayerNamesSchema>;

/** The largest amount any configuration may allow; the configured maximum is checked by the service. */
export const GIFT_AMOUNT_CEILING = 1_000_000;

/** `POST /gifts`: a gift as the donor chose it. */
export const giftInputSchema = z
  .object({
    frequency: giftFrequencySchema,
    amount: z
      .number({ error: 'must be an amount in dollars' })
      .int({ error: 'must be whole dollars' })
      .min(1, { error: 'must be at least $1' })
      .max(GIFT_AMOUNT_CEILING, { error: 'is too large' }),
    /** A fund's id; empty or absent: where it is most needed. */
    fund: z
      .string({ error: 'must be a fund' })
      .trim()
      .max(80, { error: 'must be a fund' })
      .optional()
      .transform((fund) => fund || undefined),
    note: optionalText(500).transform((note) => note || undefined),
    /** The donor's name, as they would have it shown with their gift (optional). */
    name: optionalText(100).transform((name) => name || undefined),
    /** Never show the name with the gift (the owner still sees it). */
    anonymous: z.boolean({ error: 'must be true or false' }).default(false),
    /** Add the card fee to the charge, so the fund receives the whole amount (`coverCardFee`). */
    coverFee: z.boolean({ error: 'must be true or false' }).default(false),
    /** Demo mode asks for it (Stripe's checkout collects it itself). */
    email: z
      .union([z.literal(''), emailSchema])
      .optional()
      .transform((email) => email || undefined),
    /** In honour or in memory of someone, with an optional card to a person the donor names. */
    tribute: tributeSchema.optional(),
    /** Names for prayer; none given (or only blank lines) is the same as none. */
    prayerNames: prayerNamesSchema
      .optional()
      .transform((names) =>
        names && (names.living.length > 0 || names.departed.length > 0) ? names : undefined,
      ),
    /**
     * The free resource (a product's id) the gift thanks for, when the donor came from its
     * "Give something for this?"; empty or absent: none. The service checks it is in the shop.
     */
    forProduct: z
      .union([z.literal(''), objectIdSchema])
      .optional()
      .transform((id) => id || undefined),
  })
  .strict();
export type GiftInput = z.input<typeof giftInputSchema>;
export type ParsedGiftInput = z.output<typeof giftInputSchema>;

/**
 * The free resource a gift thanked for, as it was named when the gift was made: its name, and
 * its address (`/product/{slug}`) for a link back to it.
 */
export const giftResourceSchema = z.object({ name: z.string(), slug: z.string() });
export type GiftResource = z.infer<typeof giftResourceSchema>;

/** What a receipt (and the thank-you) tells a donor about one payment. */
export const giftReceiptSchema = z.object({
  receiptNumber: z.string(),
  amount: z.number(),
  frequency: giftFrequencySchema,
  /** True for a monthly gift's second and later payments. */
  renewal: z.boolean(),
  fund: z.string().nullable(),
  /** The donor's name as they gave it (or their checkout took it); null when none was given. */
  name: z.string().nullable().default(null),
  /** Dollars and cents of `amount` the donor added to cover the card fee; null when none. */
  feeCovered: z.number().nullable().default(null),
  /** Whom the gift honours or remembers, and to whom its card went (null: no card asked). */
  tribute: z
    .object({ kind: tributeKindSchema, name: z.string(), cardTo: z.string().nullable() })
    .nullable()
    .default(null),
  /** The names given for prayer with this payment (the first of a monthly gift). */
  prayerNames: z
    .object({ living: z.array(z.string()), departed: z.array(z.string()) })
    .nullable()
    .default(null),
  /** The free resource this payment thanked for (the first of a monthly gift); null when none. */
  forResource: giftResourceSchema.nullable().default(null),
  paidAt: isoDateSchema,
});
export type GiftReceipt = z.infer<typeof giftReceiptSchema>;

/** `POST /gifts`: Stripe mode mounts the embedded checkout; demo mode has already recorded it. */
export const giftCheckoutResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('stripe'),
    clientSecret: z.string().min(1),
    /** The key Stripe.js needs to mount that checkout. */
    publishableKey: z.string().min(1),
  }),
  z.object({
    mode: z.literal('demo'),
    gift: giftReceiptSchema,
    /** Demo monthly gifts: the id the manage page and a simulated renewal use. */
    planId: z.string().optional(),
  }),
]);
export type GiftCheckoutResponse = z.infer<typeof giftCheckoutResponseSchema>;

/** A monthly gift (a Stripe subscription, or its demo stand-in), as its donor manages it. */
export const monthlyGiftSchema = z.object({
  id: z.string(),
  amount: z.number(),
  fund: z.string().nullable(),
  status: z.enum(['active', 'cancelled']),
});
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;

export const monthlyGiftParamsSchema = z.object({
  id: z.string().regex(/^[a-f\d]{24}$/i, { error: 'must be a monthly gift id' }),
});

/** Demo manage page: a new monthly amount. */
export const monthlyGiftChangeSchema = z.object({ amount: giftInputSchema.shape.amount }).strict();

export const GIFTS_PAGE_SIZE = 50;

/** `GET /gifts` and `GET /gifts.csv` (admins): search by receipt number, email or fund. */
export const giftListQuerySchema = z
  .object({
    q: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
    page: pageNumberQuery(10_000, 1),
  })
  .strict();
export type GiftListQuery = z.input<typeof giftListQuerySchema>;

export const giftListItemSchema = giftReceiptSchema.extend({
  email: z.string().nullable(),
  anonymous: z.boolean(),
  note: z.string().nullable(),
});
export type GiftListItem = z.infer<typeof giftListItemSchema>;

export const giftListSchema = z.object({
  gifts: z.array(giftListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GiftList = z.infer<typeof giftListSchema>;

/** The names given for prayer over the last forty days, as the Church commemorates the newly departed. */
export const PRAYER_LIST_DAYS = 40;

/** `GET /gifts/prayer-names` (admins): the names given with gifts over the last `days` days. */
export const prayerListQuerySchema = z
  .object({ days: pageNumberQuery(366, PRAYER_LIST_DAYS) })
  .strict();
export type PrayerListQuery = z.input<typeof prayerListQuerySchema>;

const prayerListGiftSchema = z.object({
  receiptNumber: z.string(),
  paidAt: isoDateSchema,
  /** The donor's name; null when they gave none. */
  from: z.string().nullable(),
  living: z.array(z.string()),
  departed: z.array(z.string()),
});

/**
 * The owner's list of names for prayer: every name given since `since`, each once (in the order
 * they came, newest gift first), and the gifts that gave them.
 */
export const prayerListSchema = z.object({
  days: z.number().int(),
  since: isoDateSchema,
  living: z.array(z.string()),
  departed: z.array(z.string()),
  gifts: z.array(prayerListGiftSchema),
});
export type PrayerList = z.infer<typeof prayerListSchema>;

const totalSchema = z.object({ amount: z.number(), count: z.number().int() });

/** `GET /gifts/summary` (admins): the figures at the top of `/admin/gifts`. */
export const giftSummarySchema = z.object({
  thisMonth: totalSchema,
  thisYear: totalSchema,
  /** This year, per fund; `fund` null for "where most needed". */
  byFund: z.array(totalSchema.extend({ fund: z.string().nullable() })),
  /** This year. */
  oneOff: totalSchema,
  monthly: totalSchema,
  activeMonthlyDonors: z.number().int(),
});
export type GiftSummary = z.infer<typeof giftSummarySchema>;

/** A Stripe Checkout session's id, as Stripe's `return_url` hands it back to `/donate`. */
export const giftSessionParamsSchema = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: 'must be a checkout session id' }),
});

/**
 * `GET /gifts/sessions/:id`: how a gift made in Stripe's checkout stands when the donor comes
 * back. `paid`: the money is taken (its receipt follows the webhook); `open`: not received.
 */
export const giftSessionStatusSchema = z.object({
  status: z.enum(['paid', 'open']),
  amount: z.number(),
  /** Dollars and cents of `amount` added to cover the card fee; null when none. */
  feeCovered: z.number().nullable().default(null),
  frequency: giftFrequencySchema,
  fund: z.string().nullable(),
  /** The free resource the gift thanks for; null when none. */
  forResource: giftResourceSchema.nullable().default(null),
});
export type GiftSessionStatus = z.infer<typeof giftSessionStatusSchema>;

export const GIFT_FUND_NAME_MAX = 80;
export const GIFT_FUNDS_MAX = 50;

/** A fund as the admin keeps it: a retired fund leaves the giving form but keeps its id. */
export const giftFundSchema = fundSchema.extend({
  retired: z.boolean(),
  goal: fundGoalSchema.nullable().default(null),
});
export type GiftFund = z.infer<typeof giftFundSchema>;

/** `GET /gifts/funds` (admins): every fund, retired ones too, in the form's order. */
export const giftFundsSchema = z.object({ funds: z.array(giftFundSchema) });
export type GiftFunds = z.infer<typeof giftFundsSchema>;

/**
 * `PATCH /gifts/funds` (admins): the whole list, in the order the form shows it. A fund with an
 * `id` is that fund (renamed, moved or retired); one without is new. The server refuses a list
 * that leaves a fund out: funds are retired, never deleted, so old gifts keep pointing at one.
 */
export const giftFundsInputSchema = z
  .object({
    funds: z
      .array(
        z
          .object({
            id: z
              .string({ error: 'must be a fund' })
              .max(80, { error: 'must be a fund' })
              .optional()
              .transform((id) => id || undefined),
            name: requiredText(GIFT_FUND_NAME_MAX),
            retired: z.boolean({ error: 'must be true or false' }).default(false),
            /** None (or null): the fund raises no set amount. */
            goal: fundGoalSchema.nullable().default(null),
          })
          .strict(),
        { error: 'must be a list of funds' },
      )
      .max(GIFT_FUNDS_MAX, { error: `must be at most ${GIFT_FUNDS_MAX} funds` }),
  })
  .strict()
  .superRefine(({ funds }, context) => {
    const seen = new Set<string>();
    funds.forEach((fund, index) => {
      const key = fund.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['funds', index, 'name'],
          message: 'is already the name of another fund',
        });
      }
      seen.add(key);
    });
  });
export type GiftFundsInput = z.input<typeof giftFundsInputSchema>;
export type ParsedGiftFundsInput = z.output<typeof giftFundsInputSchema>;

/**
 * A donor's own monthly gifts (`/gifts/manage/*`), after signing in with an emailed link like
 * "My downloads" (the same request, response and session shapes as `/library/*`).
 */
export const managedMonthlyGiftSchema = z.object({
  id: z.string(),
  amount: z.number(),
  fund: z.string().nullable(),
  startedAt: isoDateSchema,
  /** When the next gift is due; null when the provider keeps the schedule (Stripe). */
  nextChargeAt: isoDateSchema.nullable(),
});
export type ManagedMonthlyGift = z.infer<typeof managedMonthlyGiftSchema>;

/** `GET /gifts/manage`: the signed-in donor's active monthly gifts, oldest first. */
export const managedGiftsSchema = z.object({
  mode: z.enum(['stripe', 'demo']),
  email: z.string(),
  gifts: z.array(managedMonthlyGiftSchema),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});
export type ManagedGifts = z.infer<typeof managedGiftsSchema>;

/** `POST /gifts/manage/:id/portal` (Stripe mode): the customer portal to send the donor to. */
export const billingPortalSchema = z.object({ url: z.string().url() });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

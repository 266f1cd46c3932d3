// The email list: lists the owner names, people who subscribe to them (double opt-in), and the
// emails sent to them. Every payload of `/api/subscribe*`, `/api/subscriptions/*`,
// `/api/lists*`, `/api/subscribers*` and `/api/newsletters*` is one of these.
import { z } from 'zod';
import { churchCalendarSchema } from './calendar.js';
import { emailSchema, isoDateSchema, objectIdSchema, optionalText, requiredText } from './common.js';
import { pageNumberQuery } from './common.js';

/** A list's address-safe id ("journal", "new-resources", "great-lent"). */
export const mailingListIdSchema = z
  .string({ error: 'must be a list id' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a list id' })
  .max(60, { error: 'must be at most 60 characters' });

/**
 * What fills a list: each new post of the journal, each product made live, or a seasonal series
 * (emails keyed to a day of the Church year on each subscriber's own calendar).
 */
export const MAILING_LIST_KINDS = ['journal', 'new-resources', 'series'] as const;
export const mailingListKindSchema = z.enum(MAILING_LIST_KINDS);

/**
 * The day a series' day 1 falls on, on each subscriber's calendar: Clean Monday (Great Lent)
 * or 15 November (the Nativity Fast's first day, 28 November civil on the Old Calendar).
 */
export const SERIES_ANCHORS = ['clean-monday', 'nativity-fast'] as const;
export const seriesAnchorSchema = z.enum(SERIES_ANCHORS);

export const mailingListSchema = z.object({
  id: mailingListIdSchema,
  name: requiredText(80),
  description: optionalText(300),
  kind: mailingListKindSchema,
  /** Series only: the Church day its day 1 is sent on. */
  anchor: seriesAnchorSchema.optional(),
  /** Offered on the public forms (a list can be kept for the owner's own use). */
  public: z.boolean(),
});
export type MailingList = z.infer<typeof mailingListSchema>;

/** Where a subscribe form stands; stored with the consent. */
export const SUBSCRIBE_PLACES = ['home', 'journal', 'post', 'thank-you', 'footer', 'import'] as const;
export const subscribePlaceSchema = z.enum(SUBSCRIBE_PLACES);

/** The sentence a person agrees to; stored word for word with their consent. */
export const SUBSCRIBE_CONSENT_TEXT =
  'Send me the emails of the lists I chose. I can leave at any time from a link in each email. ' +
  'No tracking: we never record whether an email is opened or a link followed.';

/**
 * `POST /api/subscribe` (and the web's plain-form action). A list given as one value or many
 * (a form's checkboxes). `website` is the honeypot of the other public forms.
 */
export const subscribeInputSchema = z.object({
  email: emailSchema,
  name: optionalText(100),
  lists: z
    .union([mailingListIdSchema, z.array(mailingListIdSchema)])
    .transform((lists) => [...new Set(Array.isArray(lists) ? lists : [lists])])
    .pipe(z.array(mailingListIdSchema).min(1, { error: 'choose at least one list' }).max(20)),
  calendar: churchCalendarSchema.default('new'),
  place: subscribePlaceSchema.exclude(['import']),
  website: z.string().max(500).optional(),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
export type ParsedSubscribeInput = z.output<typeof subscribeInputSchema>;

/** The same answer whether the address is new, pending, confirmed or unknown. */
export const subscribeResponseSchema = z.object({ message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** A token from an emailed link: a confirmation, or the key to one's preferences. */
export const subscriberTokenSchema = z
  .string({ error: 'must be a link token' })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'must be a link token' });
export const subscriberTokenParamsSchema = z.object({ token: subscriberTokenSchema });

export const SUBSCRIBER_STATUSES = [
  'pending',
  'confirmed',
  'unsubscribed',
  'bounced',
  'complained',
] as const;
export const subscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

/** What a person agreed to, when, where and from which address (kept as the law requires). */
export const consentSchema = z.object({
  at: isoDateSchema,
  place: subscribePlaceSchema,
  text: z.string(),
  ip: z.string().optional(),
  /** An import the owner attested: the person agreed elsewhere, so no confirmation was sent. */
  attestedBy: z.string().optional(),
});
export type Consent = z.infer<typeof consentSchema>;

export const SUBSCRIBER_EVENTS = [
  'subscribed',
  'confirmed',
  'lists-changed',
  'paused',
  'resumed',
  'unsubscribed',
  'bounced',
  'complained',
  'imported',
] as const;
export const subscriberEventSchema = z.object({
  at: isoDateSchema,
  kind: z.enum(SUBSCRIBER_EVENTS),
  detail: z.string().optional(),
});

export const subscriptionPreferencesInputSchema = z.object({
  lists: z.array(mailingListIdSchema).max(20).optional(),
  calendar: churchCalendarSchema.optional(),
  pausedUntil: z.iso.date().nullable().optional(),
});
export type SubscriptionPreferencesInput = z.infer<typeof subscriptionPreferencesInputSchema>;

/** A subscriber as the staff see it (`/admin/subscribers`). */
export const subscriberSchema = z.object({
  _id: objectIdSchema,
  email: z.string(),
  name: z.string().optional(),
  status: subscriberStatusSchema,
  lists: z.array(mailingListIdSchema),
  calendar: churchCalendarSchema,
  /** Nothing is sent before this day (a pause for a season). */
  pausedUntil: z.iso.date().optional(),
  consents: z.array(consentSchema),
  events: z.array(subscriberEventSchema),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** `GET`/`PATCH /api/subscriptions/:token`: a subscriber's own view by emailed link. */
export const subscriptionPreferencesSchema = subscriberSchema
  .pick({ email: true, name: true, status: true, lists: true, calendar: true, pausedUntil: true })
  .extend({ available: z.array(mailingListSchema) });
export type SubscriptionPreferences = z.infer<typeof subscriptionPreferencesSchema>;

/** What a newsletter send carries: a journal post, a product made live, or a series' day. */
export const NEWSLETTER_SOURCES = ['post', 'product', 'series'] as const;
export const newsletterSourceSchema = z.enum(NEWSLETTER_SOURCES);

export const NEWSLETTER_STATUSES = [
  'scheduled',
  'queued',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
export const newsletterStatusSchema = z.enum(NEWSLETTER_STATUSES);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** One send of one email to the confirmed subscribers of its lists, and how far it has got. */
export const newsletterSendSchema = z.object({
  _id: objectIdSchema,
  source: newsletterSourceSchema,
  /** The post's or product's id; for a series, the list's id and the day ("great-lent:3"). */
  sourceId: z.string(),
  subject: z.string(),
  lists: z.array(mailingListIdSchema),
  status: newsletterStatusSchema,
  scheduledFor: isoDateSchema.optional(),
  startedAt: isoDateSchema.optional(),
  finishedAt: isoDateSchema.optional(),
  /** Recipients counted when the send started; sent + failed + skipped reach it at the end. */
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** People who left, paused or bounced while the send ran. */
  skipped: z.number().int().nonnegative(),
  createdAt: isoDateSchema,
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

// --- api

/** `POST /api/lists` (admins): a new list; its id is fixed once made. */
export const createMailingListInputSchema = z
  .object({
    id: mailingListIdSchema,
    name: requiredText(80),
    description: optionalText(300),
    kind: mailingListKindSchema,
    anchor: seriesAnchorSchema.optional(),
    public: z.boolean().default(true),
  })
  .strict()
  .refine((list) => (list.kind === 'series') === Boolean(list.anchor), {
    error: 'a series needs an anchor (clean-monday or nativity-fast), and only a series has one',
    path: ['anchor'],
  });
export type CreateMailingListInput = z.input<typeof createMailingListInputSchema>;

/** `PATCH /api/lists/:listId` (admins): rename, describe, offer on the forms or not. */
export const updateMailingListInputSchema = z
  .object({
    name: requiredText(80).optional(),
    description: optionalText(300),
    public: z.boolean().optional(),
  })
  .strict();
export type UpdateMailingListInput = z.infer<typeof updateMailingListInputSchema>;

export const mailingListParamsSchema = z.object({ listId: mailingListIdSchema });

/** `POST /api/subscriptions/confirm`: the token of the emailed confirmation link. */
export const confirmSubscriptionInputSchema = z.object({ token: subscriberTokenSchema });
export type ConfirmSubscriptionInput = z.infer<typeof confirmSubscriptionInputSchema>;

/** The key to one's preferences comes back, so the page can offer them at once. */
export const confirmSubscriptionResponseSchema = z.object({
  message: z.string(),
  manageToken: subscriberTokenSchema,
});
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponseSchema>;

/** `GET /api/subscriptions/:token/data`: everything kept about a subscriber, as they asked. */
export const subscriberDataSchema = subscriberSchema.extend({
  confirmedAt: isoDateSchema.optional(),
});
export type SubscriberData = z.infer<typeof subscriberDataSchema>;

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** `GET /api/subscribers` (staff): search by address or name, filter by list and status. */
export const subscriberListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    list: mailingListIdSchema.optional(),
    status: subscriberStatusSchema.optional(),
    page: pageNumberQuery(100_000, 1),
  })
  .strict();
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

export const subscriberListSchema = z.object({
  items: z.array(subscriberSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** `GET /api/subscribers/summary`: the people on each list, by status (complaints count as bounced). */
export const subscriberSummarySchema = z.array(
  z.object({
    list: mailingListIdSchema,
    name: z.string(),
    confirmed: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    unsubscribed: z.number().int().nonnegative(),
    bounced: z.number().int().nonnegative(),
  }),
);
export type SubscriberSummary = z.infer<typeof subscriberSummarySchema>;

/** The largest CSV an import takes (about 20,000 rows). */
export const SUBSCRIBER_IMPORT_MAX_CHARS = 1_000_000;

/**
 * `POST /api/subscribers/import` (admins): a CSV of `email,name[,lists]` (lists separated by
 * spaces or `;`; a header row is optional), and `lists` for rows that name none. `attested`:
 * the owner attests that these people agreed elsewhere, so they are confirmed at once; without
 * it each new address gets the confirmation email and stays pending until it answers.
 */
export const importSubscribersInputSchema = z
  .object({
    csv: z
      .string({ error: 'must be the CSV text' })
      .min(1, { error: 'is empty' })
      .max(SUBSCRIBER_IMPORT_MAX_CHARS, {
        error: `must be at most ${SUBSCRIBER_IMPORT_MAX_CHARS} characters`,
      }),
    attested: z.boolean().default(false),
    lists: z.array(mailingListIdSchema).max(20).default([]),
  })
  .strict();
export type ImportSubscribersInput = z.input<typeof importSubscribersInputSchema>;

export const importSubscribersResultSchema = z.object({
  /** Addresses added (confirmed when attested, else pending). */
  imported: z.number().int().nonnegative(),
  confirmationsSent: z.number().int().nonnegative(),
  /** Addresses already on the list (or twice in the file): left as they were. */
  skipped: z.number().int().nonnegative(),
  errors: z.array(z.object({ line: z.number().int().positive(), message: z.string() })),
});
export type ImportSubscribersResult = z.infer<typeof importSubscribersResultSchema>;

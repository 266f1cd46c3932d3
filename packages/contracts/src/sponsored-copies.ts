import { z } from 'zod';
import { isoDateSchema, objectIdSchema, requiredText } from './common.js';
import { giftInputSchema } from './gifts.js';

/**
 * Sponsored copies: a pool of copies ("Prayer books for prisons", $6.50 a copy) that donors'
 * gifts fill, N copies at a time, and that the owner sends out in batches ("40 to St. Dismas
 * prison ministry, Ohio"). What a gift costs is the pool's price of a copy times the copies, worked
 * out by the payments service; copies sent are allotted to the gifts oldest first.
 */

export const SPONSORED_COPIES_MAX = 500;
export const COPY_POOL_NAME_MAX = 80;
export const COPY_POOLS_MAX = 20;
export const COPIES_SENT_TO_MAX = 200;
/** The most copies one recording may send. */
export const COPIES_SENT_MAX = 100_000;

/** Dollars and cents, as the owner types a copy's price: 6.5 is $6.50; 6.505 is refused. */
const copyCostSchema = z
  .number({ error: 'must be an amount in dollars' })
  .min(0.01, { error: 'must be at least $0.01' })
  .max(10_000, { error: 'is too large' })
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, {
    error: 'must be dollars and cents',
  });

/** A pool as the giving form offers it. `copyCost`: dollars and cents. */
export const copyPoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  copyCost: z.number(),
  /** The printed edition the pool sends, if the owner named one. */
  productId: z.string().nullable(),
});
export type CopyPool = z.infer<typeof copyPoolSchema>;

/** `GET /gifts/copy-pools`: the pools a donor may sponsor copies from, in the owner's order. */
export const offeredCopyPoolsSchema = z.object({ pools: z.array(copyPoolSchema) });
export type OfferedCopyPools = z.infer<typeof offeredCopyPoolsSchema>;

/** One batch of copies the owner sent from a pool. `sentOn`: the day, `YYYY-MM-DD`. */
export const copyShipmentSchema = z.object({
  copies: z.number().int(),
  sentTo: z.string(),
  sentOn: z.string(),
  recordedAt: isoDateSchema,
});
export type CopyShipment = z.infer<typeof copyShipmentSchema>;

/**
 * A pool as the admin sees it: copies sponsored by gifts (less those refunded in full), sent,
 * and waiting to be sent, with what was sent, newest first.
 */
export const copyPoolAdminSchema = copyPoolSchema.extend({
  retired: z.boolean(),
  sponsored: z.number().int(),
  sent: z.number().int(),
  waiting: z.number().int(),
  shipments: z.array(copyShipmentSchema),
});
export type CopyPoolAdmin = z.infer<typeof copyPoolAdminSchema>;

/** `GET /gifts/copy-pools/admin` (admins): every pool, retired ones too. */
export const copyPoolsAdminSchema = z.object({ pools: z.array(copyPoolAdminSchema) });
export type CopyPoolsAdmin = z.infer<typeof copyPoolsAdminSchema>;

/**
 * `PATCH /gifts/copy-pools` (admins): the whole list, in order. A pool with an `id` is that pool
 * (renamed, repriced or retired); one without is new. Pools are retired, never removed.
 */
export const copyPoolsInputSchema = z
  .object({
    pools: z
      .array(
        z
          .object({
            id: z
              .string({ error: 'must be a pool' })
              .max(80, { error: 'must be a pool' })
              .optional()
              .transform((id) => id || undefined),
            name: requiredText(COPY_POOL_NAME_MAX),
            copyCost: copyCostSchema,
            productId: z
              .union([z.literal(''), objectIdSchema])
              .nullish()
              .transform((id) => id || null),
            retired: z.boolean({ error: 'must be true or false' }).default(false),
          })
          .strict(),
        { error: 'must be a list of pools' },
      )
      .max(COPY_POOLS_MAX, { error: `must be at most ${COPY_POOLS_MAX} pools` }),
  })
  .strict()
  .superRefine(({ pools }, context) => {
    const seen = new Set<string>();
    pools.forEach((pool, index) => {
      const key = pool.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['pools', index, 'name'],
          message: 'is already the name of another pool',
        });
      }
      seen.add(key);
    });
  });
export type CopyPoolsInput = z.input<typeof copyPoolsInputSchema>;
export type ParsedCopyPoolsInput = z.output<typeof copyPoolsInputSchema>;

export const copyPoolParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'must be a pool' }),
});

/** `POST /gifts/copy-pools/:id/sent` (admins): copies sent from the pool, where, and when. */
export const copiesSentInputSchema = z
  .object({
    copies: z
      .number({ error: 'must be a number of copies' })
      .int({ error: 'must be whole copies' })
      .min(1, { error: 'must be at least 1' })
      .max(COPIES_SENT_MAX, { error: 'is too many' }),
    sentTo: requiredText(COPIES_SENT_TO_MAX),
    sentOn: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }),
  })
  .strict();
export type CopiesSentInput = z.input<typeof copiesSentInputSchema>;
export type ParsedCopiesSentInput = z.output<typeof copiesSentInputSchema>;

/**
 * `POST /gifts/sponsored-copies`: a gift that sponsors `copies` copies from a pool. The amount is
 * the pool's price of a copy times the copies, worked out by the service: an `amount` sent with
 * it (the giving form's own field) is ignored. The rest is a gift as `POST /gifts` takes it.
 */
export const sponsorCopiesInputSchema = giftInputSchema
  .omit({ amount: true, fund: true, forProduct: true })
  .extend({
    pool: z.string({ error: 'must be a pool' }).trim().min(1, { error: 'must be a pool' }).max(80),
    copies: z
      .number({ error: 'must be a number of copies' })
      .int({ error: 'must be whole copies' })
      .min(1, { error: 'must be at least 1' })
      .max(SPONSORED_COPIES_MAX, { error: `must be at most ${SPONSORED_COPIES_MAX}` }),
    amount: z
      .unknown()
      .optional()
      .transform(() => undefined),
  })
  .strict();
export type SponsorCopiesInput = z.input<typeof sponsorCopiesInputSchema>;
export type ParsedSponsorCopiesInput = z.output<typeof sponsorCopiesInputSchema>;

/** "10 copies of Prayer books for prisons", "1 copy of …": a sponsorship in words. */
export const sponsoredCopiesWords = (sponsored: { copies: number; poolName: string }): string =>
  `${sponsored.copies} ${sponsored.copies === 1 ? 'copy' : 'copies'} of ${sponsored.poolName}`;

/**
 * "3 of your 10 copies have been sent (to St. Dismas prison ministry, Ohio)", "None of your 10
 * copies has been sent yet", "All 10 of your copies have been sent (to …)".
 */
export const copiesSentWords = (gift: { copies: number; sent: number; sentTo: string[] }) => {
  const where = gift.sentTo.length > 0 ? ` (to ${gift.sentTo.join('; ')})` : '';
  if (gift.sent === 0) {
    return gift.copies === 1
      ? 'Your copy has not been sent yet'
      : `None of your ${gift.copies} copies has been sent yet`;
  }
  if (gift.sent >= gift.copies) {
    return gift.copies === 1
      ? `Your copy has been sent${where}`
      : `All ${gift.copies} of your copies have been sent${where}`;
  }
  return `${gift.sent} of your ${gift.copies} copies ${gift.sent === 1 ? 'has' : 'have'} been sent${where}`;
};

/** One of a donor's gifts that sponsored copies, and how many of them have been sent, where. */
export const sponsoredGiftSchema = z.object({
  receiptNumber: z.string(),
  paidAt: isoDateSchema,
  poolName: z.string(),
  copies: z.number().int(),
  sent: z.number().int(),
  sentTo: z.array(z.string()),
});
export type SponsoredGift = z.infer<typeof sponsoredGiftSchema>;

/** `GET /gifts/manage/sponsored-copies`: the signed-in donor's gifts of copies, newest first. */
export const sponsoredGiftsSchema = z.object({ gifts: z.array(sponsoredGiftSchema) });
export type SponsoredGifts = z.infer<typeof sponsoredGiftsSchema>;

import { z } from 'zod';
import { emailSchema, isoDateSchema, pageNumberQuery } from './common.js';
import { giftListItemSchema } from './gifts.js';

/**
 * The admin's donors (`/gifts/donors…` on the payments service, admins only): the gifts grouped
 * by donor, one per email address whatever its case. Money here is in whole cents.
 */

export const DONORS_PAGE_SIZE = 50;

export const donorSortSchema = z.enum(['total', 'last-gift'], {
  error: 'must be total or last-gift',
});
export type DonorSort = z.infer<typeof donorSortSchema>;

/** `GET /gifts/donors` and `GET /gifts/donors.csv`: search by name or email, largest first. */
export const donorListQuerySchema = z
  .object({
    q: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
    page: pageNumberQuery(10_000, 1),
    sort: donorSortSchema.default('total'),
  })
  .strict();
export type DonorListQuery = z.input<typeof donorListQuerySchema>;

/** A donor's monthly giving: `active` (amount: what comes each month), `cancelled` (the last one's). */
export const donorMonthlySchema = z.object({
  status: z.enum(['active', 'cancelled', 'none']),
  amountCents: z.number().int().nullable(),
});
export type DonorMonthly = z.infer<typeof donorMonthlySchema>;

export const donorSchema = z.object({
  email: z.string(),
  /** The latest name a checkout took; null when none was given. */
  name: z.string().nullable(),
  /** Every gift was given anonymously: the public never sees the donor, the owner still does. */
  anonymous: z.boolean(),
  /** Given this calendar year (UTC). */
  yearCents: z.number().int(),
  totalCents: z.number().int(),
  giftCount: z.number().int(),
  monthly: donorMonthlySchema,
  lastGiftAt: isoDateSchema,
  receiptsSent: z.number().int(),
});
export type Donor = z.infer<typeof donorSchema>;

export const donorListSchema = z.object({
  donors: z.array(donorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DonorList = z.infer<typeof donorListSchema>;

/** `GET /gifts/donors/:email`: the donor's address (any case). */
export const donorParamsSchema = z.object({ email: emailSchema });

/** A monthly gift as its donor set it up: what it gives, and whether it still does. */
export const donorPledgeSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  fund: z.string().nullable(),
  status: z.enum(['active', 'cancelled']),
  startedAt: isoDateSchema,
  cancelledAt: isoDateSchema.nullable(),
});
export type DonorPledge = z.infer<typeof donorPledgeSchema>;

/** `GET /gifts/donors/:email`: the donor, every gift (newest first) and their monthly pledges. */
export const donorDetailSchema = z.object({
  donor: donorSchema,
  gifts: z.array(giftListItemSchema),
  pledges: z.array(donorPledgeSchema),
});
export type DonorDetail = z.infer<typeof donorDetailSchema>;

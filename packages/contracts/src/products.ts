import { z } from 'zod';
import { audioAttachmentSchema } from './audio.js';
import { seasonTagSchema } from './calendar.js';
import { isoDateSchema, objectIdSchema } from './common.js';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from './product-rules.js';

export const productFormatSchema = z.enum(['digital', 'physical'], {
  error: 'format must be digital or physical',
});
export type ProductFormat = z.infer<typeof productFormatSchema>;
export {
  DEFAULT_PRODUCT_FORMAT,
  describeMissingForLive,
  isFreeProduct,
  missingForLive,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  type LiveCandidate,
  type MissingForLive,
  type ProductStatus,
} from './product-rules.js';

/** The catalogue pages, each backed by one category. */
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'unknown category' });
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Draft (the admin's only), live (on the storefront), archived (hidden, kept for orders). */
export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: 'status must be draft, live or archived',
});

/** A parish-quantity break as products, cart lines and order lines carry it. */
export const priceBreakSummarySchema = z.object({
  minQuantity: z.number().int(),
  percentOff: z.number().int(),
});

/** Pay what you can: the least a copy sells for (0 allowed) and the suggested amount, in dollars. */
export const payWhatYouCanSummarySchema = z.object({
  minimum: z.number().nonnegative(),
  suggested: z.number().nonnegative(),
});

/** A product as the API answers it: one format of a title (the same slug may exist once per format). */
export const productSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  format: productFormatSchema,
  description: z.string().optional(),
  /** `description` (markdown) rendered once when saved: sanitized HTML, empty when there is none. */
  descriptionHtml: z.string(),
  /** Dollars; 0 or missing means free. With `payWhatYouCan`, its least price. */
  price: z.number().nonnegative().optional(),
  /** Instead of a fixed price, the buyer chooses one (`chosenAmountProblem` says what is refused). */
  payWhatYouCan: payWhatYouCanSummarySchema.optional(),
  imageUrl: z.string().optional(),
  stock: z.number().int().optional(),
  featured: z.boolean().optional(),
  category: productCategorySchema.optional(),
  collections: z.array(objectIdSchema).optional(),
  /** Seasons and feasts the product suits ("For this season"); always sent, empty when none. */
  seasons: z.array(seasonTagSchema).optional(),
  abstract: z.string().optional(),
  scriptureContext: z.string().optional(),
  usageNotes: z.string().optional(),
  reviews: z.array(z.string()).optional(),
  stripePriceId: z.string().optional(),
  /** Parish quantities: from so many copies on, so much off each copy; always sent, empty when none. */
  priceBreaks: z.array(priceBreakSummarySchema).optional(),
  /** True when a file or external link can be delivered for this product. */
  downloadable: z.boolean().optional(),
  /** A recording to listen to (a prayer read aloud), with its transcript when there is one. */
  audio: audioAttachmentSchema.optional(),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

const slugQuery = z
  .string({ error: 'must be given once, as text' })
  .trim()
  .min(1, { error: 'is required' })
  .max(120, { error: 'must be at most 120 characters' })
  .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'may contain only letters, digits and hyphens' });

/** `GET /api/products` query. Strict: an unknown or bracketed key (`slug[$ne]`) is refused. */
export const productListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100, { error: 'must be at most 100' })
      .optional(),
    slug: slugQuery.optional(),
    format: productFormatSchema.optional(),
    category: productCategorySchema.optional(),
    collection: objectIdSchema.optional(),
    featured: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `GET /api/biblestudies`, `/api/prayers`, `/api/nutsandbolts`: one category's products. */
export const offeringListQuerySchema = productListQuerySchema.pick({ limit: true });
export type OfferingListQuery = z.infer<typeof offeringListQuerySchema>;

/** `GET /api/products/id/:id?format=` query. */
export const productFormatQuerySchema = z
  .object({ format: productFormatSchema.optional() })
  .strict();
export type ProductFormatQuery = z.infer<typeof productFormatQuerySchema>;

export const collectionSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string().optional(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionListSchema = z.array(collectionSchema);

export const collectionListQuerySchema = z.object({ slug: slugQuery.optional() }).strict();
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

/** `POST /api/products/:id/download`. */
export const downloadRequestSchema = z.object({
  type: z.literal('free', { error: 'type must be "free"' }),
});
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

export const downloadResponseSchema = z.object({ downloadUrl: z.string().min(1) });
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

import { z } from 'zod';
import { audioFileIdInputSchema, AUDIO_TRANSCRIPT_MAX } from './audio.js';
import { seasonTagListSchema } from './calendar.js';
import {
  isoDateSchema,
  objectIdSchema,
  optionalText,
  pageNumberQuery,
  requiredText,
  slugify,
} from './common.js';
import { STOCK_LEVELS } from './product-rules.js';
import {
  collectionSchema,
  productCategorySchema,
  productFormatSchema,
  productSchema,
  productStatusSchema,
} from './products.js';

// The owner's catalogue calls (`/api/products/admin`, `POST|PATCH|DELETE /api/products`,
// collections, pearls, uploads, the change log). Staff only, with the bearer token.

export { LOW_STOCK_THRESHOLD, STOCK_LEVELS, stockLevel, type StockLevel } from './product-rules.js';

export const stockLevelSchema = z.enum(STOCK_LEVELS, {
  error: 'stock must be out, low or in',
});

const MAX_SLUG_LENGTH = 120;

/**
 * A product name as its address: the categories' rule (lower case, runs of white space one
 * hyphen), with accents dropped and any other character a hyphen too, so every slug is one the
 * storefront's `?slug=` accepts. A name with no Latin letters or digits becomes "product".
 */
export const productSlug = (name: string): string => slugify(name, MAX_SLUG_LENGTH, 'product');

export const slugInputSchema = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'is required' })
  .max(MAX_SLUG_LENGTH, { error: `must be at most ${MAX_SLUG_LENGTH} characters` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'may contain only lower-case letters, digits and single hyphens between them',
  });

/** Dollars with at most two decimals, never below 0. */
export const priceInputSchema = z
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000, { error: 'must be at most 100000' })
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, {
    error: 'must have at most two decimals (dollars and cents)',
  });

export const stockInputSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** A purchase link's downloads, or its days: a whole number of at least 1. */
const linkRuleInputSchema = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(max, { error: `must be at most ${max}` });

/**
 * The shop-wide rules of a purchase's emailed link (payments' `DOWNLOADS_PER_LINK` and
 * `DOWNLOAD_LINK_DAYS` when unset), which a product without its own rules follows.
 */
export const DEFAULT_DOWNLOADS_PER_LINK = 10;
export const DEFAULT_DOWNLOAD_LINK_DAYS = 30;

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An external link: http or https only (never `javascript:`). */
export const webUrlSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(2_000, { error: 'must be at most 2000 characters' })
  .refine(isWebUrl, { error: 'must be an http or https address' });

/** An image (or `.mp4`) address: a web link, or a path on this site such as an upload's url. */
export const imageUrlSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(2_000, { error: 'must be at most 2000 characters' })
  .refine((value) => isWebUrl(value) || /^\/(?!\/)[^\s\\]*$/.test(value), {
    error: 'must be an http or https address or a path on this site',
  });

/** A line has at most 99 copies (`MAX_LINE_QUANTITY`), so a break starts at 2 to 99 copies. */
const MAX_BREAK_QUANTITY = 99;
export const MAX_PRICE_BREAKS = 5;

/** Parish quantities (price-breaks.ts): from so many copies on, so much off each copy. */

export const priceBreakSchema = z.object({
  minQuantity: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(2, { error: 'must be 2 or more' })
    .max(MAX_BREAK_QUANTITY, { error: `must be at most ${MAX_BREAK_QUANTITY}` }),
  percentOff: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole percent' })
    .min(1, { error: 'must be 1 or more' })
    .max(90, { error: 'must be at most 90' }),
});

/**
 * The breaks of a product as the admin gives them: each from more copies than the one before,
 * and each taking more off, so that buying more never costs more per copy.
 */
export const priceBreaksInputSchema = z
  .array(priceBreakSchema, { error: 'must be a list of price breaks' })
  .max(MAX_PRICE_BREAKS, { error: `must be at most ${MAX_PRICE_BREAKS} price breaks` })
  .superRefine((breaks, context) => {
    breaks.forEach((priceBreak, index) => {
      const before = breaks[index - 1];
      if (!before) return;
      if (priceBreak.minQuantity <= before.minQuantity) {
        context.addIssue({
          code: 'custom',
          path: [index, 'minQuantity'],
          message: `must be more copies than the break before (${before.minQuantity})`,
        });
      } else if (priceBreak.percentOff <= before.percentOff) {
        context.addIssue({
          code: 'custom',
          path: [index, 'percentOff'],
          message: `must take more off than the break before (${before.percentOff}%)`,
        });
      }
    });
  });

/**
 * Pay what you can instead of a fixed price: the least a copy sells for (0 lets a digital edition
 * be downloaded free as well) and the amount the product page suggests, at least the least and
 * above 0. The service keeps `price` at the least price and refuses it with parish quantities.
 */
export const payWhatYouCanInputSchema = z
  .object({ minimum: priceInputSchema, suggested: priceInputSchema })
  .strict()
  .superRefine((rule, context) => {
    if (rule.suggested <= 0) {
      context.addIssue({ code: 'custom', path: ['suggested'], message: 'must be more than 0' });
    } else if (rule.suggested < rule.minimum) {
      context.addIssue({
        code: 'custom',
        path: ['suggested'],
        message: 'must be at least the least price',
      });
    }
  });

/** Every field of a product the admin form edits. Optional ones may be sent as null to clear them. */
const productFieldShape = {
  name: requiredText(200),
  slug: slugInputSchema,
  format: productFormatSchema,
  /** Markdown, rendered on the product page. */
  description: optionalText(20_000),
  price: priceInputSchema,
  stock: stockInputSchema,
  featured: z.boolean({ error: 'must be true or false' }),
  category: productCategorySchema,
  collections: z
    .array(objectIdSchema, { error: 'must be a list of collection ids' })
    .max(50, { error: 'must be at most 50 collections' }),
  seasons: seasonTagListSchema,
  abstract: optionalText(5_000),
  scriptureContext: optionalText(5_000),
  usageNotes: optionalText(5_000),
  reviews: z
    .array(requiredText(2_000), { error: 'must be a list of texts' })
    .max(100, { error: 'must be at most 100 reviews' }),
  stripePriceId: optionalText(200),
  imageUrl: imageUrlSchema,
  /** Shown without an image on purpose: what lets a product without one go live. */
  noImage: z.boolean({ error: 'must be true or false' }),
  externalUrl: webUrlSchema,
  /** An upload of kind `download` (`POST /api/uploads`): the file buyers download. */
  downloadFileId: objectIdSchema,
  /** How many times a purchase's link works; unset: the shop's default. */
  downloadsPerLink: linkRuleInputSchema(1000),
  /** How many days a purchase's link works; unset: the shop's default. */
  downloadLinkDays: linkRuleInputSchema(3650),
  /** Parish quantities: a lower price per copy from so many copies on. */
  priceBreaks: priceBreaksInputSchema,
  /** Pay what you can instead of the fixed `price`. */
  payWhatYouCan: payWhatYouCanInputSchema,
  /** An upload of kind `audio`: a recording the product page plays (a prayer read aloud). */
  audioFileId: audioFileIdInputSchema,
  /** The recording's words, under the player. */
  audioTranscript: optionalText(AUDIO_TRANSCRIPT_MAX),
};

/** Fields that may be cleared with null. */
const clearable = [
  'description',
  'category',
  'abstract',
  'scriptureContext',
  'usageNotes',
  'price',
  'stripePriceId',
  'imageUrl',
  'externalUrl',
  'downloadFileId',
  'downloadsPerLink',
  'downloadLinkDays',
  'payWhatYouCan',
  'audioFileId',
  'audioTranscript',
] as const;

/**
 * `POST /api/products`: a new product is a draft, so only a name is needed; "Make live" asks for
 * the rest (`missingForLive`). Without a slug the server derives one from the name
 * (`productSlug`). Without a price none is set: free is a price of 0, chosen on purpose.
 */
export const createProductInputSchema = z
  .object({
    ...productFieldShape,
    slug: productFieldShape.slug.optional(),
    format: productFieldShape.format.default('digital'),
    price: productFieldShape.price.optional(),
    noImage: productFieldShape.noImage.default(false),
    stock: productFieldShape.stock.default(0),
    featured: productFieldShape.featured.default(false),
    category: productFieldShape.category.optional(),
    collections: productFieldShape.collections.default([]),
    seasons: productFieldShape.seasons.default([]),
    reviews: productFieldShape.reviews.default([]),
    priceBreaks: productFieldShape.priceBreaks.default([]),
    imageUrl: productFieldShape.imageUrl.optional(),
    externalUrl: productFieldShape.externalUrl.optional(),
    downloadFileId: productFieldShape.downloadFileId.optional(),
    downloadsPerLink: productFieldShape.downloadsPerLink.optional(),
    downloadLinkDays: productFieldShape.downloadLinkDays.optional(),
    payWhatYouCan: productFieldShape.payWhatYouCan.optional(),
    audioFileId: productFieldShape.audioFileId.optional(),
  })
  .strict();
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** `PATCH /api/products/:id`: only the fields sent change; null clears an optional field. */
export const updateProductInputSchema = z
  .object(
    Object.fromEntries(
      Object.entries(productFieldShape).map(([key, schema]) => [
        key,
        (clearable as readonly string[]).includes(key)
          ? schema.nullable().optional()
          : schema.optional(),
      ]),
    ) as {
      [K in keyof typeof productFieldShape]: K extends (typeof clearable)[number]
        ? z.ZodOptional<z.ZodNullable<(typeof productFieldShape)[K]>>
        : z.ZodOptional<(typeof productFieldShape)[K]>;
    },
  )
  .strict()
  .refine((input) => Object.keys(input).length > 0, { error: 'Nothing to change.' });
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;
export type ProductField = keyof typeof productFieldShape;

/**
 * What an editor may change: the texts and where a product is shown. Price, stock, format, the
 * Stripe price, image, files and links, and archiving or deleting, are the admin's.
 */
export const EDITOR_PRODUCT_FIELDS: readonly ProductField[] = [
  'name',
  'slug',
  'description',
  'abstract',
  'scriptureContext',
  'usageNotes',
  'reviews',
  'category',
  'collections',
  'seasons',
  'featured',
  'audioTranscript',
];

/** A product as staff see it: the public fields plus its status and what it delivers. */
export const adminProductSchema = productSchema.extend({
  status: productStatusSchema,
  noImage: z.boolean(),
  archivedAt: isoDateSchema.optional(),
  externalUrl: z.string().optional(),
  /** A committed sample file (the seed's), by name. */
  downloadFile: z.string().optional(),
  downloadFileId: objectIdSchema.optional(),
  /** The product's own link rules; absent: the shop's defaults. */
  downloadsPerLink: z.number().int().positive().optional(),
  downloadLinkDays: z.number().int().positive().optional(),
  /** The transcript as typed, kept while no audio is attached too. */
  audioTranscript: z.string().optional(),
  /** Addresses this product used to have; each answers with a redirect to the current one. */
  previousSlugs: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** `GET /api/products/admin`: search by name or slug, filters and pages; drafts and archived included. */
export const adminProductListQuerySchema = z
  .object({
    q: optionalText(100),
    category: productCategorySchema.optional(),
    format: productFormatSchema.optional(),
    featured: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    stock: stockLevelSchema.optional(),
    /** `active`, the dashboard's older word, means live. */
    status: z
      .enum([...productStatusSchema.options, 'active'], {
        error: 'must be draft, live or archived',
      })
      .optional(),
    page: pageNumberQuery(10_000, 1),
    pageSize: pageNumberQuery(100, 20),
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductPageSchema = z.object({
  items: z.array(adminProductSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** `GET /api/products/admin/summary`: the dashboard's tiles (stock counts live products only). */
export const catalogueSummarySchema = z.object({
  /** Live products: those on the storefront. */
  products: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
  archived: z.number().int().nonnegative(),
  lowStock: z.number().int().nonnegative(),
  outOfStock: z.number().int().nonnegative(),
});
export type CatalogueSummary = z.infer<typeof catalogueSummarySchema>;

/**
 * `GET /api/products?slug=` for an address a product used to have: instead of the list, where
 * it lives now. The web answers the page with a 301 to `/product/{slug}?format={format}`.
 */
export const productRedirectSchema = z.object({
  redirect: z.object({ slug: z.string(), format: productFormatSchema }),
});
export type ProductRedirect = z.infer<typeof productRedirectSchema>;

/** Everything `GET /api/products` may answer: the list, or (for an old slug) a redirect. */
export const productListAnswerSchema = z.union([z.array(productSchema), productRedirectSchema]);
export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;

// Collections

export const adminCollectionSchema = collectionSchema.extend({
  /** Its products in the order the collection page shows them. */
  products: z.array(
    z.object({
      _id: objectIdSchema,
      name: z.string(),
      slug: z.string(),
      format: productFormatSchema,
      status: productStatusSchema,
    }),
  ),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;
export const adminCollectionListSchema = z.array(adminCollectionSchema);

/** `POST /api/collections`. Without a slug it is derived from the name. */
export const createCollectionInputSchema = z
  .object({
    name: requiredText(200),
    slug: slugInputSchema.optional(),
    description: optionalText(5_000),
  })
  .strict();
export type CreateCollectionInput = z.infer<typeof createCollectionInputSchema>;

/**
 * `PATCH /api/collections/:id`: rename, and/or `products`: the collection's products in the
 * order to show them (products left out leave the collection; they are not deleted), or `order`:
 * only the order (products not listed, such as one added since the list was loaded, stay in the
 * collection after those listed).
 */
export const updateCollectionInputSchema = z
  .object({
    name: requiredText(200).optional(),
    slug: slugInputSchema.optional(),
    description: optionalText(5_000).nullable(),
    products: z
      .array(objectIdSchema, { error: 'must be a list of product ids' })
      .max(500, { error: 'must be at most 500 products' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a product' })
      .optional(),
    order: z
      .array(objectIdSchema, { error: 'must be a list of product ids' })
      .max(500, { error: 'must be at most 500 products' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a product' })
      .optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, { error: 'Nothing to change.' })
  .refine((input) => !(input.products && input.order), {
    error: 'Send products (which and in what order) or order (only the order), not both.',
  });
export type UpdateCollectionInput = z.infer<typeof updateCollectionInputSchema>;

// Pearls

/** `GET /api/pearls/admin?q=`: search by title, book or words of the body. */
export const adminPearlListQuerySchema = z.object({ q: optionalText(100) }).strict();
export type AdminPearlListQuery = z.infer<typeof adminPearlListQuerySchema>;

export const createPearlInputSchema = z
  .object({
    title: requiredText(200),
    body: requiredText(5_000),
    book: optionalText(200),
    seasons: seasonTagListSchema.default([]),
  })
  .strict();
export type CreatePearlInput = z.infer<typeof createPearlInputSchema>;

export const updatePearlInputSchema = z
  .object({
    title: requiredText(200).optional(),
    body: requiredText(5_000).optional(),
    book: optionalText(200).nullable(),
    seasons: seasonTagListSchema.optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, { error: 'Nothing to change.' });
export type UpdatePearlInput = z.infer<typeof updatePearlInputSchema>;

// Uploads

export const uploadKindSchema = z.enum(['image', 'video', 'download', 'audio'], {
  error: 'kind must be image, video, download or audio',
});
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** Largest accepted file of each kind, in bytes (audio: the api's UPLOAD_AUDIO_MAX_MB may change it). */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  download: 100 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
};

/** What each kind accepts, judged by the file's bytes, never its name. */
export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4'],
  download: ['application/pdf', 'application/epub+zip', 'application/zip'],
  /** MP3, M4A, AAC (ADTS) and Ogg (Opus or Vorbis), as the file is served. */
  audio: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg'],
};

/** Widths every image is resized to (WebP), as far as the original is wide. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** `POST /api/uploads?kind=` (or a `kind` field before `file`). */
export const uploadQuerySchema = z.object({ kind: uploadKindSchema.optional() }).strict();

/**
 * The answer to an upload. Images: `url` (the widest copy) and `srcset` for an `<img>`; video:
 * `url` (ends in `.mp4`, so the product page plays it); audio: `url`, which answers byte ranges;
 * downloads: only the id a product names.
 */
export const uploadSchema = z.object({
  id: objectIdSchema,
  kind: uploadKindSchema,
  /** The file's name on the uploader's disk, as typed (any script), for the admin's eyes. */
  name: z.string().optional(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string().optional(),
  srcset: z.string().optional(),
  widths: z.array(z.number().int().positive()).optional(),
});
export type Upload = z.infer<typeof uploadSchema>;

// The change log

export const catalogueChangeSchema = z.object({
  _id: objectIdSchema,
  at: isoDateSchema,
  by: z.object({ _id: objectIdSchema, username: z.string() }),
  action: z.enum([
    'create',
    'update',
    'publish',
    'unpublish',
    'archive',
    'restore',
    'delete',
    'upload',
  ]),
  entity: z.enum(['product', 'collection', 'pearl', 'upload']),
  entityId: objectIdSchema,
  /** The name or title of what changed, as it was then. */
  label: z.string(),
  /** For an update, the fields that were sent. */
  fields: z.array(z.string()).optional(),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;
export const catalogueChangeListSchema = z.array(catalogueChangeSchema);

/** `GET /api/changes?limit=`: the newest changes first (the dashboard shows 20). */
export const catalogueChangeListQuerySchema = z
  .object({ limit: pageNumberQuery(100, 20) })
  .strict();
export type CatalogueChangeListQuery = z.infer<typeof catalogueChangeListQuerySchema>;

/** The answer of archive, restore and delete calls that have nothing else to say. */
export const doneMessageSchema = z.object({ message: z.string() });

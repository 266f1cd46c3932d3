import mongoose, { type InferSchemaType } from 'mongoose';
import {
  PRODUCT_STATUSES,
  productCategorySchema,
  productFormatSchema,
  seasonTagIds,
  type Product,
  type SeasonTag,
} from '@ministry/contracts';
import { publicJson } from './json.js';
import { renderedMarkdown, type MarkdownFields } from './rendered-markdown.js';
import { catalogueWrites } from '../catalogue-writes.js';
import { audioAttachmentSchema } from './audio-attachment.js';

const productSchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    slug: { type: String, required: true, trim: true, lowercase: true, maxlength: 120 },
    format: { type: String, enum: productFormatSchema.options, required: true, default: 'digital' },
    description: { type: String, maxlength: 20_000 },
    /** `description` rendered to HTML by every write (see `renderedMarkdown`); never edited. */
    descriptionHtml: String,
    /** Dollars; 0 or missing means free. */
    price: { type: Number, min: 0 },
    imageUrl: String,
    /** Shown without an image on purpose, which lets a product without one go live. */
    noImage: { type: Boolean, default: false },
    stock: { type: Number, default: 0 },
    featured: { type: Boolean, default: false },
    category: { type: String, enum: productCategorySchema.options },
    collections: [{ type: mongoose.Schema.Types.ObjectId, ref: 'Collection' }],
    /** Seasons and feasts it suits: the home page's "For this season". */
    seasons: { type: [{ type: String, enum: seasonTagIds }], default: [] },
    abstract: String,
    scriptureContext: String,
    usageNotes: String,
    reviews: [String],
    stripePriceId: String,
    /** Parish quantities: from `minQuantity` copies on, `percentOff` off each (ascending). */
    priceBreaks: {
      type: [
        new mongoose.Schema(
          {
            minQuantity: { type: Number, required: true, min: 2 },
            percentOff: { type: Number, required: true, min: 1, max: 90 },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    /**
     * Pay what you can instead of a fixed price (dollars): `price` is kept at `minimum` by the
     * admin's service, so "free" and sorting by price still read one field.
     */
    payWhatYouCan: {
      type: new mongoose.Schema(
        {
          minimum: { type: Number, required: true, min: 0 },
          suggested: { type: Number, required: true, min: 0 },
        },
        { _id: false },
      ),
      default: undefined,
    },
    /** File name under the downloads folder, for digital items; never sent to clients. */
    downloadFile: String,
    /** A link a download opens instead of a stored file. */
    externalUrl: String,
    /** An uploaded file (the api's uploads) buyers download; wins over `downloadFile`. */
    downloadFileId: { type: mongoose.Schema.Types.ObjectId, ref: 'Upload' },
    /** How many times a purchase's emailed link works; unset: the shop's DOWNLOADS_PER_LINK. */
    downloadsPerLink: { type: Number, min: 1 },
    /** How many days a purchase's emailed link works; unset: the shop's DOWNLOAD_LINK_DAYS. */
    downloadLinkDays: { type: Number, min: 1 },
    /**
     * Only a live product is on the storefront and for sale; a draft is the admin's only, an
     * archived one is kept for the orders that name it. A record written without one is a draft:
     * nothing reaches the shop by accident (the seed and the start-up migration say live).
     */
    status: { type: String, enum: PRODUCT_STATUSES, required: true, default: 'draft' },
    archivedAt: Date,
    /** A recording the product page plays (a prayer read aloud). */
    audio: {
      type: audioAttachmentSchema,
      default: undefined,
    },
    /** The recording's words, shown under the player. */
    audioTranscript: String,
    /** Addresses the product had before its slug was changed; each redirects to the current one. */
    previousSlugs: { type: [String], default: undefined },
  },
  {
    timestamps: true,
    toJSON: publicJson(
      ['downloadFile', 'externalUrl', 'downloadFileId', 'previousSlugs'],
      (ret, doc) => {
        ret.downloadable = hasDelivery(doc as Parameters<typeof hasDelivery>[0]);
      },
    ),
  },
);

// A product is one format of a title: the same slug exists at most once per format.
productSchema.index({ slug: 1, format: 1 }, { unique: true });
productSchema.index({ previousSlugs: 1 });
productSchema.index({ seasons: 1 });

/** What every storefront query adds: only live products are shown or sold. */
export const onSale = () => ({ status: 'live' as const });

/** Whether a stored product can deliver a download: a committed file, an upload or a link. */
export const hasDelivery = (record: {
  downloadFile?: string | null;
  externalUrl?: string | null;
  downloadFileId?: unknown;
}): boolean => Boolean(record.downloadFile || record.externalUrl || record.downloadFileId);

export const PRODUCT_MARKDOWN: MarkdownFields = { source: 'description', html: 'descriptionHtml' };
productSchema.plugin(renderedMarkdown, PRODUCT_MARKDOWN);

export type ProductRecord = InferSchemaType<typeof productSchema> & {
  _id: mongoose.Types.ObjectId;
};

// Every write bumps the catalogue version, so cached answers everywhere drop it.
productSchema.plugin(catalogueWrites);

export const ProductModel = mongoose.model('Product', productSchema);

type LeanProduct = Omit<ProductRecord, 'createdAt' | 'updatedAt'> & {
  createdAt?: Date | null;
  updatedAt?: Date | null;
};

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * The public shape of a product (the contracts' `Product`) from a lean record. Lean queries skip
 * toJSON, so this is where private fields are left behind.
 */
export function toProductDto(record: LeanProduct): Product {
  return {
    _id: record._id.toString(),
    name: record.name,
    slug: record.slug,
    format: record.format,
    description: orUndefined(record.description),
    descriptionHtml: record.descriptionHtml ?? '',
    price: orUndefined(record.price),
    imageUrl: orUndefined(record.imageUrl),
    stock: orUndefined(record.stock),
    featured: orUndefined(record.featured),
    category: orUndefined(record.category),
    collections: record.collections?.map((id) => id.toString()),
    // Stored values passed the model's enum.
    seasons: [...(record.seasons ?? [])] as SeasonTag[],
    abstract: orUndefined(record.abstract),
    scriptureContext: orUndefined(record.scriptureContext),
    usageNotes: orUndefined(record.usageNotes),
    reviews: record.reviews,
    stripePriceId: orUndefined(record.stripePriceId),
    priceBreaks: (record.priceBreaks ?? []).map(({ minQuantity, percentOff }) => ({
      minQuantity,
      percentOff,
    })),
    ...(record.payWhatYouCan
      ? {
          payWhatYouCan: {
            minimum: record.payWhatYouCan.minimum,
            suggested: record.payWhatYouCan.suggested,
          },
        }
      : {}),
    downloadable: hasDelivery(record),
    ...(record.audio
      ? {
          audio: {
            uploadId: record.audio.upload.toString(),
            url: record.audio.url,
            contentType: record.audio.contentType,
            size: record.audio.size,
            ...(record.audioTranscript ? { transcript: record.audioTranscript } : {}),
          },
        }
      : {}),
    createdAt: record.createdAt?.toISOString(),
    updatedAt: record.updatedAt?.toISOString(),
  };
}

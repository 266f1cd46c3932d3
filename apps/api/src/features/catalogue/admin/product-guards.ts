import {
  describeMissingForLive,
  EDITOR_PRODUCT_FIELDS,
  missingForLive,
  type LiveCandidate,
  type MissingForLive,
  type ProductField,
  type ProductFormat,
  type PublicUser,
} from '@ministry/contracts';
import { CollectionModel, hasDelivery, ProductModel, trusted } from '@ministry/db';
import { AppError } from '@ministry/http';
import { findDownloadUpload } from '../../uploads/index.js';

/** The product rules an admin write must pass, each refusal naming what it refused. */

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const FIELD_WORDS: Partial<Record<ProductField, string>> = {
  stripePriceId: 'the Stripe price',
  imageUrl: 'the image',
  externalUrl: 'the external link',
  downloadFileId: 'the download file',
  downloadsPerLink: 'the downloads per link',
  downloadLinkDays: 'the link lifetime',
  priceBreaks: 'the parish quantities',
  payWhatYouCan: 'pay what you can',
  audioFileId: 'the audio',
};

/** Editors change texts; anything else they send that would change the product is refused. */
export function assertMayChange(user: PublicUser, fields: ProductField[]): void {
  if (user.role === 'admin') return;
  const refused = fields.filter((field) => !EDITOR_PRODUCT_FIELDS.includes(field));
  if (refused.length > 0) {
    throw AppError.forbidden(
      `Editors may not change ${listWords(refused.map((field) => FIELD_WORDS[field] ?? field))}; ask an admin.`,
    );
  }
}

export function assertAdmin(user: PublicUser, what: string): void {
  if (user.role !== 'admin') throw AppError.forbidden(`Editors may not ${what}; ask an admin.`);
}

/** Every collection named must exist; a 400 names the first that does not. */
export async function assertCollectionsExist(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await CollectionModel.find({ _id: trusted({ $in: ids }) }, '_id').lean();
  const known = new Set(found.map((record) => record._id.toString()));
  const missing = ids.find((id) => !known.has(id.toLowerCase()));
  if (missing) throw AppError.badRequest(`Collection ${missing} does not exist.`);
}

/** The file named must be an uploaded download; a 400 says how to upload one. */
export async function assertDownloadUpload(id: string): Promise<void> {
  if (!(await findDownloadUpload(id))) {
    throw AppError.badRequest(
      `Download file ${id} does not exist: upload it with kind "download".`,
    );
  }
}

/** 409, naming the slug and who holds it, when another product has this slug in this format. */
export async function assertSlugFree(
  slug: string,
  format: ProductFormat,
  except?: string,
): Promise<void> {
  const holder = await ProductModel.findOne(
    { slug, format, ...(except ? { _id: trusted({ $ne: except }) } : {}) },
    'name status',
  ).lean();
  if (holder) {
    throw AppError.conflict(
      `The slug "${slug}" is already used by the ${format} product "${holder.name}"${holder.status === 'live' ? '' : ` (${holder.status})`}.`,
    );
  }
}

export const duplicate = (slug: string, format: ProductFormat) =>
  AppError.conflict(`The slug "${slug}" is already used by another ${format} product.`);

interface Pricing {
  format?: ProductFormat | null;
  price?: number | null;
  payWhatYouCan?: { minimum: number; suggested: number } | null;
  priceBreaks?: readonly unknown[] | null;
}

/**
 * Pay what you can, with the rest of a product's pricing as it will be stored: never together
 * with parish quantities (a break takes a percent off a fixed price), and above $0 for a printed
 * edition, whose printing and post cost something. Answers the pricing with `price` kept at the
 * least price, so that "free" and sorting by price read one field.
 */
export function settledPricing<T extends Pricing>(pricing: T): T {
  const rule = pricing.payWhatYouCan;
  if (!rule) return pricing;
  if (pricing.priceBreaks?.length) {
    throw AppError.badRequest(
      'Parish quantities take a percent off a fixed price: remove them, or choose a fixed price instead of pay what you can.',
      [{ path: 'payWhatYouCan', message: 'cannot be combined with parish quantities' }],
    );
  }
  if (pricing.format === 'physical' && rule.minimum <= 0) {
    throw AppError.badRequest(
      'A printed edition cannot be had for nothing: give it a least price above $0, which covers printing and post.',
      [
        {
          path: 'payWhatYouCan.minimum',
          message: 'needs a least price above $0 for a printed edition',
        },
      ],
    );
  }
  return { ...pricing, price: rule.minimum };
}

/** What the go-live rules read of a stored product, with the fields about to change applied. */
export function liveCandidate(
  record: Omit<LiveCandidate, 'hasDelivery'> & Parameters<typeof hasDelivery>[0],
  changes: Partial<Record<ProductField, unknown>> = {},
): LiveCandidate {
  const merged = { ...record } as Record<string, unknown>;
  for (const [field, value] of Object.entries(changes)) merged[field] = value ?? undefined;
  const after = merged as typeof record;
  return {
    name: after.name,
    format: after.format,
    price: after.price,
    imageUrl: after.imageUrl,
    noImage: after.noImage,
    category: after.category,
    hasDelivery: hasDelivery(after),
  };
}

const notReady = (message: string, missing: MissingForLive[]) =>
  new AppError(422, 'not_ready_for_live', message, { details: [...missing] });

/**
 * "Make live": 422 naming everything the product lacks (`missingForLive`), one detail a field,
 * so that a client shows each beside its field.
 */
export function assertReadyForLive(candidate: LiveCandidate): void {
  const missing = missingForLive(candidate);
  if (missing.length > 0) throw notReady(describeMissingForLive(missing), missing);
}

/**
 * A save of a live product: 422 when it would take away something the product needs to be live.
 * What a product already lacked (one live from before these rules) does not stop other edits.
 */
export function assertStaysLive(before: LiveCandidate, after: LiveCandidate): void {
  const lacked = new Set(missingForLive(before).map((item) => item.path));
  const broken = missingForLive(after).filter((item) => !lacked.has(item.path));
  if (broken.length === 0) return;
  throw notReady(
    `This product is live: it needs ${broken.map((item) => item.message).join(', ')}. Put it back to draft first to save it without.`,
    broken,
  );
}

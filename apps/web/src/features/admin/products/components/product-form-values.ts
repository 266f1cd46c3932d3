import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  createProductInputSchema,
  type AdminProduct,
  type CreateProductInput,
  type MissingForLive,
  type ProductField,
  type SeasonTag,
  type UpdateProductInput,
} from '@ministry/contracts';
import { labelledResolver } from '@/lib/form-errors';

// The product form's values and how they map to the contracts: what the form holds, what it
// sends when creating, what it sends when editing (only what changed), and how it is checked.

/** What the form holds: text as typed (numbers as the inputs give them, reviews one a line). */
export interface ProductFormValues {
  name: string;
  slug: string;
  format: 'digital' | 'physical';
  description: string;
  /** A fixed price, or pay what you can (a least price and a suggested one). */
  pricing: 'fixed' | 'chosen';
  /** Empty: no price chosen yet (a draft may be without; 0 is free, on purpose). */
  price: string;
  /** Pay what you can, as typed (dollars); read only when `pricing` is `chosen`. */
  payWhatYouCan: { minimum: string; suggested: string };
  stock: number;
  featured: boolean;
  category: string;
  collections: string[];
  seasons: SeasonTag[];
  abstract: string;
  scriptureContext: string;
  usageNotes: string;
  reviews: string;
  stripePriceId: string;
  imageUrl: string;
  /** Shown without an image on purpose, which lets a product without one go live. */
  noImage: boolean;
  externalUrl: string;
  downloadFileId: string;
  /** Empty: the shop's default. */
  downloadsPerLink: string;
  downloadLinkDays: string;
  /** Parish quantities, as typed: from so many copies, so many percent off each. */
  priceBreaks: { minQuantity: string; percentOff: string }[];
  /** The recording's upload id (a prayer read aloud); empty for none. */
  audioFileId: string;
  audioTranscript: string;
}

export const productLabels: Record<ProductField, string> = {
  name: 'Name',
  slug: 'Slug',
  format: 'Format',
  description: 'Description',
  price: 'Price',
  stock: 'Stock',
  featured: 'Featured',
  category: 'Category',
  collections: 'Collections',
  seasons: 'Seasons and feasts',
  abstract: 'Abstract',
  scriptureContext: 'Scripture context',
  usageNotes: 'Usage notes',
  reviews: 'Reviews',
  stripePriceId: 'Stripe price id',
  imageUrl: 'Image address',
  noImage: 'No image',
  externalUrl: 'External link',
  downloadFileId: 'Download file',
  downloadsPerLink: 'Downloads per link',
  downloadLinkDays: 'Link lifetime (days)',
  priceBreaks: 'Parish quantities',
  payWhatYouCan: 'Pay what you can',
  audioFileId: 'Audio',
  audioTranscript: 'Transcript',
};

/** The labels of the form's own fields: every product field, and the parts of pay what you can. */
export const productFormLabels = {
  ...productLabels,
  'payWhatYouCan.minimum': 'Least price',
  'payWhatYouCan.suggested': 'Suggested amount',
};

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
/** A number field left empty is unset (or the shop's default); anything else goes to the contract. */
const optionalNumber = (text: string) => (text.trim() ? Number(text) : undefined);

/** A number typed into a list's row; empty is not a number (the contract says so). */
const typedNumber = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/** The form's values as the create contract reads them: blank optional texts left out. */
export function toProductInput(values: ProductFormValues): CreateProductInput {
  const chosen = values.pricing === 'chosen';
  const input = {
    name: values.name,
    slug: optional(values.slug),
    format: values.format,
    description: optional(values.description),
    // At a chosen price the least price is the price (the server keeps the two the same).
    price: optionalNumber(chosen ? values.payWhatYouCan.minimum : values.price),
    payWhatYouCan: chosen
      ? {
          minimum: typedNumber(values.payWhatYouCan.minimum),
          suggested: typedNumber(values.payWhatYouCan.suggested),
        }
      : undefined,
    stock: values.stock,
    featured: values.featured,
    category: optional(values.category),
    collections: values.collections,
    seasons: values.seasons,
    abstract: optional(values.abstract),
    scriptureContext: optional(values.scriptureContext),
    usageNotes: optional(values.usageNotes),
    reviews: values.reviews
      .split('\n')
      .map((review) => review.trim())
      .filter(Boolean),
    stripePriceId: optional(values.stripePriceId),
    imageUrl: optional(values.imageUrl),
    noImage: values.noImage,
    externalUrl: optional(values.externalUrl),
    downloadFileId: optional(values.downloadFileId),
    downloadsPerLink: optionalNumber(values.downloadsPerLink),
    downloadLinkDays: optionalNumber(values.downloadLinkDays),
    // A row left wholly empty is no break.
    priceBreaks: values.priceBreaks
      .filter((row) => row.minQuantity.trim() || row.percentOff.trim())
      .map((row) => ({
        minQuantity: typedNumber(row.minQuantity),
        percentOff: typedNumber(row.percentOff),
      })),
    audioFileId: optional(values.audioFileId),
    audioTranscript: optional(values.audioTranscript),
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as CreateProductInput;
}

/** Only what changed, as `PATCH` takes it: a cleared optional field is sent as null. */
export function productChanges(
  before: ProductFormValues,
  after: ProductFormValues,
): UpdateProductInput {
  const old = toProductInput(before) as Record<string, unknown>;
  const next = toProductInput(after) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) changes[key] = next[key] ?? null;
  }
  return changes;
}

export function productFormValues(product?: Partial<AdminProduct>): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    format: product?.format ?? 'digital',
    description: product?.description ?? '',
    pricing: product?.payWhatYouCan ? 'chosen' : 'fixed',
    price: product?.price?.toString() ?? '',
    payWhatYouCan: {
      minimum: product?.payWhatYouCan?.minimum.toString() ?? '',
      suggested: product?.payWhatYouCan?.suggested.toString() ?? '',
    },
    stock: product?.stock ?? 0,
    featured: product?.featured ?? false,
    category: product?.category ?? '',
    collections: product?.collections ?? [],
    seasons: product?.seasons ?? [],
    abstract: product?.abstract ?? '',
    scriptureContext: product?.scriptureContext ?? '',
    usageNotes: product?.usageNotes ?? '',
    reviews: (product?.reviews ?? []).join('\n'),
    stripePriceId: product?.stripePriceId ?? '',
    imageUrl: product?.imageUrl ?? '',
    noImage: product?.noImage ?? false,
    externalUrl: product?.externalUrl ?? '',
    downloadFileId: product?.downloadFileId ?? '',
    downloadsPerLink: product?.downloadsPerLink?.toString() ?? '',
    downloadLinkDays: product?.downloadLinkDays?.toString() ?? '',
    priceBreaks: (product?.priceBreaks ?? []).map((priceBreak) => ({
      minQuantity: String(priceBreak.minQuantity),
      percentOff: String(priceBreak.percentOff),
    })),
    audioFileId: product?.audio?.uploadId ?? '',
    audioTranscript: product?.audioTranscript ?? '',
  };
}

/** The field of the form a go-live rule (`missingForLive`) is about, to show it there. */
export const LIVE_RULE_FIELDS: Record<MissingForLive['path'], keyof ProductFormValues> = {
  name: 'name',
  price: 'price',
  image: 'imageUrl',
  category: 'category',
  file: 'downloadFileId',
};

// The contract checks the values as they will be sent; a problem inside a list (one review too
// long) is shown on the list's field.
const contractResolver = zodResolver(createProductInputSchema);

/** The first message inside a nested error (a list's item), for the list's own field. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

export const productResolver: Resolver<ProductFormValues> = labelledResolver<
  ProductFormValues,
  unknown,
  ProductFormValues
>(async (values, context, options) => {
  const result = await contractResolver(toProductInput(values), context, options as never);
  const entries = Object.entries(result.errors);
  if (entries.length === 0) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, error] of entries) {
    // Pay what you can's two amounts keep their own errors, each shown by its input.
    errors[name] =
      name === 'payWhatYouCan' && !(error as { message?: unknown }).message
        ? (error as { type: string; message: string })
        : { type: 'validate', message: firstMessage(error) ?? 'is not valid' };
  }
  return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
}, productFormLabels);

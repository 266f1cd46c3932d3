import type { Product, ProductFormat } from '@ministry/contracts';
import { formatAmount, formatLabel, formatPrice } from './format';
import { productHref } from './links';

/**
 * A title of the catalogue: the products on sale that share a slug, one per format. The api
 * answers one product per format; every listing shows one card per title, so a buyer sees
 * "Morning and Evening Prayers" once and picks the format on its page.
 */
export interface Title {
  slug: string;
  /**
   * The edition whose name, picture and words the card shows: the digital one when there is
   * one, since a product link without a format opens it.
   */
  lead: Product;
  /** Every edition in the list, digital first. */
  editions: Product[];
}

const FORMAT_ORDER: Record<ProductFormat, number> = { digital: 0, physical: 1 };

/** The products as titles, in the order each title first appears in the list. */
export function groupTitles(products: readonly Product[]): Title[] {
  const bySlug = new Map<string, Product[]>();
  for (const product of products) {
    const editions = bySlug.get(product.slug);
    if (editions) editions.push(product);
    else bySlug.set(product.slug, [product]);
  }
  return [...bySlug].map(([slug, editions]) => {
    const sorted = [...editions].sort((a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format]);
    return { slug, lead: sorted[0] as Product, editions: sorted };
  });
}

/**
 * The cheapest and dearest edition in dollars (no price is free), or undefined if none has one.
 * `chosen`: every edition is sold at what the buyer can pay.
 */
export function titlePriceRange(
  title: Title,
): { min: number; max: number; chosen?: boolean } | undefined {
  if (title.editions.every((edition) => edition.payWhatYouCan))
    return { min: 0, max: 0, chosen: true };
  const prices = title.editions.flatMap((edition) =>
    edition.price === undefined ? [] : [edition.price],
  );
  if (prices.length === 0) return undefined;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** "$4.99", "Free", "$4.99 – $9.99" when the editions cost different amounts, or "Pay what you can". */
export function formatTitlePrice(range: { min: number; max: number; chosen?: boolean }): string {
  if (range.chosen) return 'Pay what you can';
  return range.min === range.max
    ? formatPrice(range.min)
    : `${formatPrice(range.min)} – ${formatAmount(range.max)}`;
}

/** True when no edition of the title costs anything. */
export const isFreeTitle = (title: Title): boolean =>
  title.editions.every((edition) => !edition.price && !edition.payWhatYouCan);

/** "Digital", "Physical" or "Digital or Physical". */
export const titleFormats = (title: Title): string =>
  title.editions.map((edition) => formatLabel(edition.format)).join(' or ');

/**
 * A title's page: in its one format, or without a format when there are several, so the page
 * opens its default edition and offers the choice.
 */
export const titleHref = (title: Title): string =>
  title.editions.length === 1
    ? productHref(title.lead)
    : `/product/${encodeURIComponent(title.slug)}`;

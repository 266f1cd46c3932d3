import type { Product } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';
import { stockBadge, type StockLabel } from '@/lib/stock';
import {
  formatTitlePrice,
  groupTitles,
  isFreeTitle,
  titleFormats,
  titleHref,
  titlePriceRange,
  type Title,
} from '@/lib/titles';

/**
 * A featured title as its card shows it. Worked out by the loader on the server, so the home
 * page's JavaScript needs none of the title rules (its first load stays small).
 */
export interface FeaturedTitle {
  slug: string;
  name: string;
  imageUrl?: string;
  description?: string;
  /** Its page: in its one format, or without a format when it has two. */
  href: string;
  /** "Digital", "Physical" or "Digital or Physical". */
  formats: string;
  /** Nothing costs anything: the FREE badge and no price. */
  free: boolean;
  /** "$4.99" or "$4.99 – $9.99"; absent for a free title or one without a price. */
  price?: string;
  /** "Sold out" or "Only 2 left" (lib/stock's `stockBadge`); absent when there is enough. */
  stock?: StockLabel;
}

const toFeatured = (title: Title): FeaturedTitle => {
  const range = titlePriceRange(title);
  const free = isFreeTitle(title);
  const stock = stockBadge(title.lead);
  return {
    slug: title.slug,
    name: title.lead.name,
    imageUrl: title.lead.imageUrl,
    description: title.lead.description,
    href: titleHref(title),
    formats: titleFormats(title),
    free,
    ...(range && !free ? { price: formatTitlePrice(range) } : {}),
    ...(stock ? { stock } : {}),
  };
};

/** Products as cards, one per title: a title in both formats shows once. */
export const toFeaturedTitles = (products: readonly Product[]): FeaturedTitle[] =>
  groupTitles(products).map(toFeatured);

/** Featured products, one card per title: a title featured in both formats shows once. */
export function selectFeatured(products: readonly Product[]): FeaturedTitle[] {
  return toFeaturedTitles(products.filter((product) => product.featured === true));
}

/** `GET /api/products?featured=true`, for the home page's "Tools for the Journey". */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<FeaturedTitle[]> {
  return selectFeatured(
    await requestList('/api/products?featured=true', (c) => c.productListSchema, signal),
  );
}

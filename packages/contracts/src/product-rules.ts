import type { Product, ProductFormat } from './products.js';

// Rules about products that need no schema, kept apart from the schemas: a storefront page using
// only these imports `@ministry/contracts/product-rules` and loads no zod. products.ts
// re-exports them for everyone else.

/** The catalogue pages, each backed by one category (productCategorySchema accepts these). */
export const PRODUCT_CATEGORIES = [
  'graphics',
  'booklets',
  'freebies',
  'nutsandbolts',
  'biblestudies',
  'prayers',
  'general',
] as const;

export const DEFAULT_PRODUCT_FORMAT: ProductFormat = 'digital';

export const isFreeProduct = (product: Pick<Product, 'price'>): boolean => !product.price;

/**
 * Stock at or under this (and above 0) is "low": the admin's badge and filter, the product
 * page's warning and the storefront cards' "Only N left".
 */
export const LOW_STOCK_THRESHOLD = 3;

export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** Which level a stock count is at: 0 or less is out, 1 to LOW_STOCK_THRESHOLD low. */
export const stockLevel = (stock: number | undefined): StockLevel => {
  const count = stock ?? 0;
  if (count <= 0) return 'out';
  return count <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
};

/**
 * A product's life: a draft (the admin's only, the default of a new product or edition), live
 * (on the storefront and for sale), archived (hidden, kept for the orders that name it).
 */
export const PRODUCT_STATUSES = ['draft', 'live', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What the go-live rules read of a product, stored or about to be. */
export interface LiveCandidate {
  name?: string | null;
  format?: 'digital' | 'physical' | null;
  price?: number | null;
  imageUrl?: string | null;
  noImage?: boolean | null;
  category?: string | null;
  /** A file (stored or uploaded) or an external link a digital edition delivers. */
  hasDelivery: boolean;
}

/** One rule a product breaks to be live: the field and, in words, what it lacks. */
export interface MissingForLive {
  path: 'name' | 'price' | 'image' | 'category' | 'file';
  message: string;
}

/**
 * Everything a product lacks to be live (empty when it may be): a name, a price (0 for free,
 * given on purpose), an image or a deliberate "no image", a category, and for a digital edition
 * a file or an external link. The api refuses "Make live" and the saving of a live product with
 * these; the admin shows the same list.
 */
export function missingForLive(product: LiveCandidate): MissingForLive[] {
  const missing: MissingForLive[] = [];
  if (!product.name?.trim()) missing.push({ path: 'name', message: 'a name' });
  if (product.price === undefined || product.price === null) {
    missing.push({ path: 'price', message: 'a price (0 for free)' });
  }
  if (!product.imageUrl && !product.noImage) {
    missing.push({ path: 'image', message: 'an image (or "No image" ticked)' });
  }
  if (!product.category) missing.push({ path: 'category', message: 'a category' });
  if (product.format !== 'physical' && !product.hasDelivery) {
    missing.push({ path: 'file', message: 'a download file or an external link' });
  }
  return missing;
}

/** "Not ready to go live: add a price, a category." — the refusal's one sentence. */
export const describeMissingForLive = (missing: readonly MissingForLive[]): string =>
  `Not ready to go live: add ${missing.map((item) => item.message).join(', ')}.`;

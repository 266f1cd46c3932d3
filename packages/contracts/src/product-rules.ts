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

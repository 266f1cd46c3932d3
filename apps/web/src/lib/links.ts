import type { Product } from '@ministry/contracts';

/** The address of a product page, naming its format. */
export const productHref = (product: Pick<Product, 'slug' | 'format'>): string =>
  `/product/${encodeURIComponent(product.slug)}?format=${product.format}`;

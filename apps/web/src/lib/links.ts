import type { Product } from '@ministry/contracts';
import { serviceUrl } from './api-client';

/** The address of a product page, naming its format. */
export const productHref = (product: Pick<Product, 'slug' | 'format'>): string =>
  `/product/${encodeURIComponent(product.slug)}?format=${product.format}`;

/**
 * An address the api gave (a download path such as `/api/downloads/…`), made absolute against
 * the api's base so that it also works when the api lives on another origin.
 */
export const apiAddress = (address: string): string => new URL(address, serviceUrl('/')).toString();

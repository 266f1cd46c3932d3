import type { Product } from '@ministry/contracts';

/** The address of a product page, naming its format. */
export const productHref = (product: Pick<Product, 'slug' | 'format'>): string =>
  `/product/${encodeURIComponent(product.slug)}?format=${product.format}`;

/** The id of the giving form's place on `/donate`: links and "Try again" go straight to it. */
export const GIVING_FORM_ID = 'give';

/**
 * `/donate` with the giving form open for a gift that thanks for a free resource (`?for=` its
 * product id), at `amount` whole dollars when one is chosen, scrolled to the form.
 */
export const giftForResourceHref = (productId: string, amount?: number): string =>
  `/donate?for=${encodeURIComponent(productId)}${amount ? `&amount=${amount}` : ''}#${GIVING_FORM_ID}`;

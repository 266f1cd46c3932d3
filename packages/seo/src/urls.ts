import { DEFAULT_PRODUCT_FORMAT, type ProductFormat } from '@ministry/contracts';

const ABSOLUTE = /^https?:\/\//i;

/**
 * `path` as an absolute address on the public `origin`; an address already absolute is kept.
 * Joined as text rather than through `URL`, which would escape a template's `{braces}`.
 */
export function absoluteUrl(path: string, origin: string): string {
  if (ABSOLUTE.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The address of one product edition, as cards and search give it. */
export const productPath = (product: { slug: string; format: ProductFormat }): string =>
  `/product/${encodeURIComponent(product.slug)}?format=${product.format}`;

/** A title's plain address, `/product/{slug}`: its digital edition, else the one it has. */
export const titlePath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

/**
 * The canonical address of an edition, as its page's head and the sitemap give it: the title's
 * plain address for the edition shown there (the digital one, or a title's only edition), else
 * the edition's own `?format=` address. `formats` are the title's editions on sale.
 */
export function canonicalProductPath(
  product: { slug: string; format: ProductFormat },
  formats: readonly ProductFormat[],
): string {
  const shownPlain =
    product.format === DEFAULT_PRODUCT_FORMAT || !formats.includes(DEFAULT_PRODUCT_FORMAT);
  return shownPlain ? titlePath(product.slug) : productPath(product);
}

export const postPath = (post: { slug: string }): string =>
  `/journey/${encodeURIComponent(post.slug)}`;

/** The address of the search page, with `{search_term_string}` where the words go. */
export const SEARCH_PATH_TEMPLATE = '/search?q={search_term_string}';

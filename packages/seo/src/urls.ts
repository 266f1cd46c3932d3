import type { ProductFormat } from '@ministry/contracts';

const ABSOLUTE = /^https?:\/\//i;

/**
 * `path` as an absolute address on the public `origin`; an address already absolute is kept.
 * Joined as text rather than through `URL`, which would escape a template's `{braces}`.
 */
export function absoluteUrl(path: string, origin: string): string {
  if (ABSOLUTE.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The one public address of a product edition, as the sitemap and search give it. */
export const productPath = (product: { slug: string; format: ProductFormat }): string =>
  `/product/${encodeURIComponent(product.slug)}?format=${product.format}`;

export const postPath = (post: { slug: string }): string =>
  `/journey/${encodeURIComponent(post.slug)}`;

/** The address of the search page, with `{search_term_string}` where the words go. */
export const SEARCH_PATH_TEMPLATE = '/search?q={search_term_string}';

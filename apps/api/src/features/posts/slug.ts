import { slugify } from '@ministry/contracts';

const MAX_SLUG_LENGTH = 100;

/**
 * A post title as a URL path segment: accents dropped, lower case, every run of other characters
 * one hyphen. A title with no Latin letters or digits (Greek or Church Slavonic, say) becomes
 * "post", which the uniqueness suffix then tells apart.
 */
export const slugFromTitle = (title: string): string => slugify(title, MAX_SLUG_LENGTH, 'post');

/** The first of `base`, `base-2`, `base-3`... that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

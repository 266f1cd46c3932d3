import removeMarkdown from 'remove-markdown';

/** Formatted text (markdown) as one line of plain text: images by their alt text, no markup. */
export function plainText(markdown: string | null | undefined): string {
  if (!markdown) return '';
  return removeMarkdown(markdown, { useImgAltText: true }).replace(/\s+/g, ' ').trim();
}

/** About the length search engines show of a description before they cut it themselves. */
export const META_DESCRIPTION_LENGTH = 155;

/**
 * A page's meta description from its text (markdown allowed): plain, on one line, and cut at a
 * word boundary with an ellipsis when longer than `max` characters (the ellipsis included).
 */
export function metaDescription(
  text: string | null | undefined,
  max = META_DESCRIPTION_LENGTH,
): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the room is cut where it must be.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

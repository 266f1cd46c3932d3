import type { ProductFormat } from '@ministry/contracts';

/**
 * Dollars as en-US writes them ("$1,234.50", "-$5.00"). Written out rather than with
 * Intl.NumberFormat, whose currency data took 22 ms to load on a phone-speed CPU: the longest
 * single task of a product page's start.
 */
export function formatAmount(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/** Dollars with a $ sign and two decimals; 0 or no price reads "Free". */
export function formatPrice(price: number | undefined): string {
  return price ? formatAmount(price) : 'Free';
}

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

const FORMAT_LABELS: Record<ProductFormat, string> = { digital: 'Digital', physical: 'Physical' };

export const formatLabel = (format: ProductFormat): string => FORMAT_LABELS[format];

/** "Akathist (Physical)": an edition as the admin names it, since two formats share a title. */
export const editionName = (edition: { name: string; format: ProductFormat }): string =>
  `${edition.name} (${formatLabel(edition.format)})`;

// Dates live in their own module, so that pages showing none (`/`) do not carry them.
export { formatDate, formatDateTime } from './format-date';

/**
 * Markdown as plain words, for short excerpts on cards: pictures become their alt text, links
 * their text, and emphasis, headings, list and quote markers are dropped.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

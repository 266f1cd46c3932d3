import type { ProductFormat } from '@ministry/contracts';

let dollarFormat: Intl.NumberFormat | undefined;
// Made on first use: building a number format is costly, and most pages show no price at once.
const dollars = () =>
  (dollarFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** Dollars with a $ sign and two decimals; 0 or no price reads "Free". */
export function formatPrice(price: number | undefined): string {
  return price ? dollars().format(price) : 'Free';
}

/** Dollars with two decimals, also for 0 (cart totals). */
export const formatAmount = (amount: number): string => dollars().format(amount);

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

const FORMAT_LABELS: Record<ProductFormat, string> = { digital: 'Digital', physical: 'Physical' };

export const formatLabel = (format: ProductFormat): string => FORMAT_LABELS[format];

/** "March 3, 2025" from an ISO date, or an empty string when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : // In UTC: the server renders the same date the visitor's browser then shows.
      date.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
}

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

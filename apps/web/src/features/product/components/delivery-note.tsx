import type { ShippingTerms } from '@ministry/contracts';
import { formatAmount } from '@/lib/format';

/** "$50" rather than "$50.00", as a short note says it; cents stay when there are any. */
const shortAmount = (amount: number): string => formatAmount(amount).replace(/\.00$/, '');

// Country names that read with "the" in a sentence ("Ships to the United States").
const WITH_THE = /^(United |Netherlands$|Philippines$|Bahamas$|Czech Republic$|Gambia$)/;

const placeName = (name: string): string => (WITH_THE.test(name) ? `the ${name}` : name);

/** "the United States, Canada and Mexico". */
function listOf(names: readonly string[]): string {
  const places = names.map(placeName);
  if (places.length <= 1) return places.join('');
  return `${places.slice(0, -1).join(', ')} and ${places.at(-1) ?? ''}`;
}

/** What delivery costs and where it goes, as a sentence. */
export function deliveryTerms(terms: ShippingTerms): string {
  const where = `Ships to ${listOf(terms.countries.map((country) => country.name))}`;
  if (terms.flatRate === 0) return `${where} · free shipping`;
  const rate = `${formatAmount(terms.flatRate)} flat shipping`;
  const free =
    terms.freeFrom === null ? '' : `, free on orders of ${shortAmount(terms.freeFrom)} or more`;
  return `${where} · ${rate}${free}`;
}

/**
 * A physical item's delivery terms, from the numbers payments charges: "Ships to the United
 * States · $5.00 flat shipping, free on orders of $50 or more". Nothing when they could not be
 * read: the checkout still says what it charges.
 */
export function DeliveryNote({ terms }: { terms: ShippingTerms | null }) {
  if (!terms) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-ink-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 h-4 w-4 flex-none fill-current text-ink-500"
      >
        <path d="M1 4.5A1.5 1.5 0 0 1 2.5 3h9A1.5 1.5 0 0 1 13 4.5V6h2.4a1.5 1.5 0 0 1 1.2.6l2.1 2.8c.2.26.3.58.3.9V13.5a1.5 1.5 0 0 1-1.5 1.5h-.6a2.5 2.5 0 0 1-4.8 0H7.9a2.5 2.5 0 0 1-4.8 0h-.6A1.5 1.5 0 0 1 1 13.5v-9Zm4.5 9a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm9 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM13 7.5V11h4.4l-1.9-2.5a1 1 0 0 0-.8-.4H13v-.6Z" />
      </svg>
      <span>{deliveryTerms(terms)}</span>
    </p>
  );
}

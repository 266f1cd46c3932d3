import type { Pearl } from '@ministry/contracts';
import { Link } from '@/components/ui/link';
import { quotePearl } from '../quote-pearl';

/**
 * The sidebar's "Orthodox Pearl": one quotation picked at random when the site is opened (by
 * the root loader). When there are no pearls or the call failed, the block is simply absent.
 */
export function PearlOfTheDay({ pearl }: { pearl: Pearl | null }) {
  if (!pearl) return null;
  const { _id, body, title, book } = pearl;

  return (
    <section
      aria-labelledby="orthodox-pearl-heading"
      className="relative overflow-hidden rounded-lg border border-gold-400/60 bg-gradient-to-b from-parchment-50 to-gold-100/60 p-5 shadow-sm"
    >
      <h2
        id="orthodox-pearl-heading"
        className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase"
      >
        Orthodox Pearl
      </h2>
      <Link
        to={`/pearls/${_id}`}
        state={{ featuredPearlId: _id }}
        className="group mt-3 block rounded-sm"
      >
        <blockquote className="font-serif text-lg leading-snug text-ink-900 italic group-hover:text-burgundy-800">
          {quotePearl(body)}
        </blockquote>
        <p className="mt-3 text-sm font-semibold text-burgundy-700">{title}</p>
        {book && <p className="text-sm text-ink-500">in {book}</p>}
        <span className="mt-3 inline-block text-xs font-semibold tracking-wide text-gold-700 uppercase group-hover:underline">
          More pearls →
        </span>
      </Link>
    </section>
  );
}

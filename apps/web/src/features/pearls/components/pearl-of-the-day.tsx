import { useEffect } from 'react';
import { Link } from 'react-router';
import { useRandomPearl } from '../api/get-pearls';

/**
 * The sidebar's "Orthodox Pearl": one quotation picked at random on load. When there are no
 * pearls or the call fails, the block is simply absent (the failure is only logged).
 */
export function PearlOfTheDay() {
  const pearl = useRandomPearl();

  useEffect(() => {
    if (pearl.status === 'error') console.warn('Could not load an Orthodox Pearl:', pearl.error);
  }, [pearl.status, pearl.error]);

  if (pearl.status === 'loading') {
    return <div aria-hidden="true" className="h-48 rounded-lg bg-parchment-200/60" />;
  }
  if (pearl.status === 'error' || !pearl.data) return null;
  const { _id, body, title, book } = pearl.data;

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
          “{body}”
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

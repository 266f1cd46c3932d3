import { Link } from 'react-router';
import type { SeasonOnHome } from '../api/get-season';
import { FeaturedCard } from './featured-strip';

/**
 * "For this season": the day's season and feasts, and what the ministry tagged for them. Its
 * data comes with the page (the loader waits for it), so it is in the server's HTML and never
 * shifts the page. Built from the featured strip's classes and cards: `/` has almost no
 * JavaScript budget left.
 */
export function SeasonSection({ season }: { season: SeasonOnHome }) {
  const { titles } = season;
  return (
    <section aria-labelledby="season-heading" className="mt-16">
      <div className="mb-8 text-center">
        <h2 id="season-heading" className="mt-1 text-3xl sm:text-4xl">
          <span className="block text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase">
            For this season
          </span>
          {season.heading}
        </h2>
        {season.feasts && <p className="mt-2 text-ink-700">{season.feasts}</p>}
      </div>
      {titles.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-3">
          {titles.map((title, index) => (
            <FeaturedCard key={title.slug} title={title} index={index} />
          ))}
        </ul>
      )}
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {season.readings.map((reading) => (
          <li key={reading.href}>
            <Link to={reading.href} className="text-xl hover:text-burgundy-600">
              {reading.title}
            </Link>
            <p className="mt-2 text-ink-700">{reading.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

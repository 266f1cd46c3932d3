import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { SeasonOnHome } from '../api/get-season';
import { FeaturedCard } from './featured-strip';

/**
 * A card's width from 768 px: as many columns as there are cards, up to three, so one or two
 * cards never leave an empty column; a last row that is not full is centred.
 */
const WIDTHS = [
  'md:max-w-md',
  'md:basis-[calc((100%-1.5rem)/2)]',
  'md:basis-[calc((100%-3rem)/3)]',
] as const;

/**
 * "For this season": the day's season and feasts, and what the ministry tagged for them, each a
 * card (posts, titles, the day's pearl). Its data comes with the page (the loader waits for it),
 * so it is in the server's HTML and never shifts the page. Built from the featured strip's
 * classes and cards: `/` has almost no JavaScript budget left.
 */
export function SeasonSection({ season }: { season: SeasonOnHome }) {
  const width = WIDTHS[Math.min(season.cards.length, 3) - 1];
  return (
    <section aria-labelledby="season-heading" className="render-when-near mt-16">
      <div className="mb-8 text-center">
        <h2 id="season-heading" className="mt-1 text-3xl sm:text-4xl">
          <span className="block text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase">
            For this season
          </span>
          {season.heading}
        </h2>
        {season.feasts && <p className="mt-2 text-ink-700">{season.feasts}</p>}
      </div>
      <ul className="flex flex-wrap justify-center gap-6">
        {season.cards.map((card, index) => {
          const className = cn('w-full', width);
          if (card.kind === 'product') {
            return (
              <FeaturedCard
                key={card.title.href}
                title={card.title}
                index={index}
                className={className}
              />
            );
          }
          return card.kind === 'post' ? (
            <TextCard
              key={card.href}
              index={index}
              className={className}
              kind="From the journal"
              href={card.href}
              name={card.title}
              text={card.excerpt}
            />
          ) : (
            <TextCard
              key={card.href}
              index={index}
              className={className}
              kind="Orthodox Pearl"
              href={card.href}
              name={card.source}
              quote={card.quote}
            />
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A post or a pearl as a card beside the titles: a band where a title's picture would be, its
 * kind, then its words; the whole card links to its page. A pearl's quotation comes first and its
 * source, the link, on a line of its own below it.
 */
function TextCard({
  kind,
  href,
  name,
  text,
  quote,
  index,
  className,
}: {
  kind: string;
  href: string;
  /** The link's words: the post's title, the pearl's source. */
  name: string;
  text?: string;
  quote?: string;
  index: number;
  className: string;
}) {
  const link = (
    <Link
      to={href}
      className="after:absolute after:inset-0 after:content-[''] hover:text-burgundy-600"
    >
      {name}
    </Link>
  );
  return (
    <Card as="li" index={index} className={cn('relative', className)}>
      <p className="bg-burgundy-800 px-5 py-3 text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">
        {kind}
      </p>
      {quote ? (
        <figure className="flex flex-1 flex-col p-5">
          <blockquote className="flex-1 font-serif text-lg text-ink-900 italic">
            “{quote}”
          </blockquote>
          <figcaption className="mt-4 text-ink-700">{link}</figcaption>
        </figure>
      ) : (
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-xl leading-snug">{link}</h3>
          <p className="mt-2 text-ink-700">{text}</p>
        </div>
      )}
    </Card>
  );
}

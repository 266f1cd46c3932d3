import { Link } from '@/components/ui/link';
import { Deferred } from '@/components/deferred';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FreeBadge, StockBadge } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { CardSkeleton } from '@/components/ui/skeleton';
import { plainText, truncate } from '@/lib/format';
import type { Loaded } from '@/lib/loaded';
import type { FeaturedTitle } from '../api/get-featured-products';

export const HOME_DESCRIPTION_MAX = 60;

/** "Tools for the Journey": the featured titles, three to a row on medium screens. */
export function FeaturedStrip({ featured }: { featured: Promise<Loaded<FeaturedTitle[]>> }) {
  return (
    <section aria-labelledby="featured-heading" className="render-when-near mt-16">
      <div className="mb-8 text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase">Featured</p>
        <h2 id="featured-heading" className="mt-1 text-3xl sm:text-4xl">
          Tools for the Journey
        </h2>
      </div>
      <Deferred
        resolve={featured}
        fallback={
          <div
            role="status"
            aria-label="Loading featured tools"
            className="grid gap-6 md:grid-cols-3"
          >
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </div>
        }
      >
        {(loaded) => <FeaturedList loaded={loaded} />}
      </Deferred>
    </section>
  );
}

function FeaturedList({ loaded }: { loaded: Loaded<FeaturedTitle[]> }) {
  return (
    <>
      {loaded.error && (
        <p
          role="alert"
          className="rounded-lg bg-burgundy-50 px-4 py-6 text-center text-burgundy-700"
        >
          Resources not available.
        </p>
      )}
      {loaded.data?.length === 0 && (
        <p className="rounded-lg border border-dashed border-gold-400 px-4 py-6 text-center text-ink-700">
          No tools available at this time.
        </p>
      )}
      {loaded.data && loaded.data.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-3">
          {loaded.data.map((title, index) => (
            <FeaturedCard key={title.slug} title={title} index={index} />
          ))}
        </ul>
      )}
    </>
  );
}

/** A featured title: the whole card links to its page, which offers its formats. */
export function FeaturedCard({
  title,
  index,
  className,
}: {
  title: FeaturedTitle;
  index: number;
  className?: string;
}) {
  return (
    <Card as="li" index={index} className={cn('group relative', className)}>
      <div className="relative aspect-[4/3] overflow-hidden bg-parchment-200">
        <ProductImage
          src={title.imageUrl}
          alt=""
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {title.free && <FreeBadge className="absolute top-3 left-3 shadow" />}
        {title.stock && (
          <StockBadge badge={title.stock} className="absolute top-3 right-3 shadow" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl leading-snug">
          <Link
            to={title.href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-burgundy-600"
          >
            {title.name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-ink-700">
          {title.description?.trim()
            ? truncate(plainText(title.description), HOME_DESCRIPTION_MAX)
            : 'No description provided'}
        </p>
        <p className="mt-4 flex items-center justify-between gap-3 text-sm text-ink-500">
          <span>{title.formats}</span>
          {title.price && (
            <span className="font-semibold text-burgundy-700 tabular-nums">{title.price}</span>
          )}
        </p>
      </div>
    </Card>
  );
}

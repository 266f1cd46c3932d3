import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { FreeBadge, Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { CardSkeleton } from '@/components/ui/skeleton';
import { formatLabel, plainText, truncate } from '@/lib/format';
import { productHref } from '@/lib/links';
import { useFeaturedProducts } from '../api/get-featured-products';

export const HOME_DESCRIPTION_MAX = 60;

/** "Tools for the Journey": the featured products, three to a row on medium screens. */
export function FeaturedStrip() {
  const featured = useFeaturedProducts();

  return (
    <section aria-labelledby="featured-heading" className="mt-16">
      <div className="mb-8 text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase">Featured</p>
        <h2 id="featured-heading" className="mt-1 text-3xl sm:text-4xl">
          Tools for the Journey
        </h2>
      </div>
      {featured.status === 'loading' && (
        <div
          role="status"
          aria-label="Loading featured tools"
          className="grid gap-6 md:grid-cols-3"
        >
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
      )}
      {featured.status === 'error' && (
        <p
          role="alert"
          className="rounded-lg bg-burgundy-50 px-4 py-6 text-center text-burgundy-700"
        >
          Resources not available.
        </p>
      )}
      {featured.status === 'success' && featured.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-gold-400 px-4 py-6 text-center text-ink-700">
          No tools available at this time.
        </p>
      )}
      {featured.status === 'success' && featured.data.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-3">
          {featured.data.map((product, index) => (
            <Card as="li" key={product._id} index={index} className="group relative">
              <div className="relative aspect-[4/3] overflow-hidden bg-parchment-200">
                <ProductImage
                  src={product.imageUrl}
                  alt=""
                  className="transition-transform duration-500 group-hover:scale-[1.03]"
                />
                {!product.price && <FreeBadge className="absolute top-3 left-3 shadow" />}
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl leading-snug">
                  <Link
                    to={productHref(product)}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-burgundy-600"
                  >
                    {product.name}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-ink-700">
                  {product.description?.trim()
                    ? truncate(plainText(product.description), HOME_DESCRIPTION_MAX)
                    : 'No description provided'}
                </p>
                <p className="mt-4 flex items-center justify-between text-sm text-ink-500">
                  <span>{formatLabel(product.format)}</span>
                  {product.price ? <Price price={product.price} /> : null}
                </p>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

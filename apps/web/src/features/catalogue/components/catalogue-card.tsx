import type { Product } from '@ministry/contracts';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FreeBadge, StockBadge } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { plainText, truncate } from '@/lib/format';
import { stockBadge } from '@/lib/stock';
import {
  formatTitlePrice,
  isFreeTitle,
  titleFormats,
  titleHref,
  titlePriceRange,
  type Title,
} from '@/lib/titles';

export interface CatalogCardProps {
  /** The title the card stands for, in every format the list holds. */
  title: Title;
  index: number;
  /** The link's words: "Get Tools", "View Study"... */
  linkLabel: string;
  descriptionMax?: number;
  /** Shown when the product has no description; without it the paragraph is left out. */
  descriptionFallback?: string;
  /** A second, shorter text: usage notes or the abstract. */
  detail?: { label: string; text: string | undefined; max: number };
  showPrice?: boolean;
  showFormat?: boolean;
  /** Mark the card with the FREE badge (the freebies page). */
  freeBadge?: boolean;
  /** The title's heading: 2 under the page's heading, 3 where the grid has a heading of its own. */
  headingLevel?: 2 | 3;
}

/** What a catalogue page chooses about its cards: everything but the product and its place. */
export type CardLook = Omit<CatalogCardProps, 'title' | 'index'>;

/**
 * One title in a catalogue grid: its price or price range and its formats; the link leads to
 * its page, where a title with two formats lets the buyer choose.
 */
export function CatalogueCard({
  title,
  index,
  linkLabel,
  descriptionMax = 120,
  descriptionFallback,
  detail,
  showPrice = false,
  showFormat = false,
  freeBadge = false,
  headingLevel = 2,
}: CatalogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const product = title.lead;
  const price = showPrice ? titlePriceRange(title) : undefined;
  const description = product.description?.trim() ? product.description : descriptionFallback;
  const stock = stockBadge(product);
  return (
    <Card as="li" index={index} className="group">
      <div className="relative aspect-[4/3] overflow-hidden bg-parchment-200">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {freeBadge && <FreeBadge className="absolute top-3 left-3 shadow" />}
        {stock && <StockBadge badge={stock} className="absolute top-3 right-3 shadow" />}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl leading-snug">{product.name}</Heading>
        {(showFormat || price) && (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-ink-500">
            {price && (
              <span className="font-semibold text-burgundy-700 tabular-nums">
                {formatTitlePrice(price)}
              </span>
            )}
            {showFormat && <span>Format: {titleFormats(title)}</span>}
          </p>
        )}
        {description && (
          <p className="mt-3 text-ink-700">{truncate(plainText(description), descriptionMax)}</p>
        )}
        {detail?.text && (
          <p className="mt-3 border-l-2 border-gold-400 pl-3 text-sm text-ink-500">
            <span className="font-semibold text-ink-700">{detail.label}: </span>
            {truncate(plainText(detail.text), detail.max)}
          </p>
        )}
        <div className="mt-auto pt-5">
          <Link to={titleHref(title)} className={buttonStyles('primary', 'sm')}>
            {linkLabel}
            <span className="sr-only">: {product.name}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}

/** How the store, offerings and collection pages show a title: any price, any format. */
export const storeCard = (_lead: Product, title: Title): CardLook => ({
  linkLabel: 'View Details',
  showPrice: true,
  showFormat: true,
  freeBadge: isFreeTitle(title),
});

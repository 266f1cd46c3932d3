import type { Product, ShippingTerms } from '@ministry/contracts';
import { AudioPlayer } from '@/components/ui/audio-player';
import { Link } from '@/components/ui/link';
import { PrintButton } from '@/components/ui/print-button';
import { SaveOfflineButton } from '@/components/save-offline-button';
import { FreeBadge, Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { ErrorPanel } from '@/components/ui/status-panel';
import { formatLabel } from '@/lib/format';
import { isInStock } from '@/lib/stock';
import { DeliveryNote } from './delivery-note';
import { ParishQuantities } from './parish-quantities';
import { FormatSwitch } from './format-switch';
import { ProductCollections } from './product-collections';
import { ProductSections } from './product-sections';
import { PurchaseActions } from './purchase-actions';
import { StockStatus } from './stock-status';

export const INVALID_PRODUCT_URL = 'Invalid product URL - no id or slug provided';

/** A product link without an id or slug. */
export function InvalidProductLink() {
  return (
    <>
      <ErrorPanel title="Resource Not Found" message={INVALID_PRODUCT_URL} />
    </>
  );
}

/** The product could not be loaded (not a 404): what failed, and a way to try again. */
export function ProductUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <ErrorPanel
        title="This Resource Is Currently Unavailable"
        message="Failed to fetch products"
        error={new Error(message)}
        onRetry={onRetry}
      />
    </>
  );
}

/**
 * The product page under every address it has: `/product/:slug`, `/product/:slug/:format`,
 * `/product/id/:id`, `/product/id/:id/:format` and `/:slug?format=` (see routes/product.tsx):
 * the product in the format asked for, with a switch to its other format when there is one.
 */
interface ProductPageProps {
  product: Product;
  other: Product | null;
  /** The owner's shipping terms, for a physical item's delivery note (null: unknown). */
  shipping?: ShippingTerms | null;
}

export function ProductPage(props: ProductPageProps) {
  return <ProductDetails {...props} />;
}

function ProductDetails({ product, other, shipping = null }: ProductPageProps) {
  return (
    <article>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-500">
        <Link to="/" className="hover:text-burgundy-700 hover:underline">
          Home
        </Link>
        <span aria-hidden="true" className="mx-2">
          /
        </span>
        <Link to="/store" className="hover:text-burgundy-700 hover:underline">
          Store
        </Link>
        <span aria-hidden="true" className="mx-2">
          /
        </span>
        <span aria-current="page" className="text-ink-700">
          {product.name}
        </span>
      </nav>

      <div className="grid gap-8 md:grid-cols-2 md:gap-10 print:block">
        <div className="aspect-square overflow-hidden rounded-xl print:hidden border border-parchment-300 bg-parchment-200 shadow-md">
          <ProductImage src={product.imageUrl} alt={product.name} priority />
        </div>

        <div className="flex flex-col gap-5">
          <h1 className="text-4xl leading-tight sm:text-5xl">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-4">
            {product.payWhatYouCan ? (
              <span className="text-2xl font-semibold text-burgundy-700">Pay what you can</span>
            ) : product.price ? (
              <Price price={product.price} className="text-3xl" />
            ) : (
              <FreeBadge className="px-4 py-1 text-sm" />
            )}
            <span className="rounded-full border border-parchment-400 px-3 py-0.5 text-sm text-ink-700">
              Format: {formatLabel(product.format)}
            </span>
          </div>
          {other && <FormatSwitch current={product} other={other} />}
          <ParishQuantities product={product} />
          <StockStatus product={product} />
          {product.format === 'physical' && <DeliveryNote terms={shipping} />}
          {isInStock(product) && <PurchaseActions key={product._id} product={product} />}
          <ProductCollections />
          {product.audio && <AudioPlayer title={product.name} audio={product.audio} />}
        </div>
      </div>

      <div className="mt-10 flex flex-wrap items-center gap-3">
        <PrintButton />
        <SaveOfflineButton />
      </div>
      <ProductSections product={product} />
    </article>
  );
}

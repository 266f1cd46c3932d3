import {
  DEFAULT_PRODUCT_FORMAT,
  productFormatSchema,
  type Product,
  type ProductFormat,
} from '@ministry/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { FreeBadge, Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/status-panel';
import { isNotFound } from '@/lib/api-client';
import { formatLabel } from '@/lib/format';
import { useResponseStatus } from '@/lib/prerender';
import { useFormatVariant } from '../api/get-format-variant';
import { useProduct, type ProductRef } from '../api/get-product';
import { FormatSwitch } from './format-switch';
import { ProductNotFound } from './product-not-found';
import { ProductSections } from './product-sections';
import { PurchaseActions } from './purchase-actions';
import { isInStock, StockStatus } from './stock-status';

export const INVALID_PRODUCT_URL = 'Invalid product URL - no id or slug provided';

const otherFormat = (format: ProductFormat): ProductFormat =>
  format === 'digital' ? 'physical' : 'digital';

/**
 * The product page under every address it has: `/product/:slug`, `/product/:slug/:format`,
 * `/product/id/:id`, `/product/id/:id/:format` and `/:slug?format=`. The format comes from the
 * path or the `format` query and is digital by default.
 */
export function ProductPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const format =
    productFormatSchema.safeParse(params.format ?? search.get('format')).data ??
    DEFAULT_PRODUCT_FORMAT;

  if (params.id)
    return <ProductView key={`id:${params.id}`} productRef={{ id: params.id }} format={format} />;
  if (params.slug) {
    return (
      <ProductView key={`slug:${params.slug}`} productRef={{ slug: params.slug }} format={format} />
    );
  }
  return <InvalidProductLink />;
}

function InvalidProductLink() {
  useResponseStatus(404);
  return (
    <>
      <PageTitle title="Invalid product link" />
      <ErrorPanel title="Resource Not Found" message={INVALID_PRODUCT_URL} />
    </>
  );
}

function ProductView({ productRef, format }: { productRef: ProductRef; format: ProductFormat }) {
  const product = useProduct(productRef, format);
  // The slug is known at once for slug links; id links learn it with the product.
  const slug = productRef.slug ?? product.data?.slug;
  const variantFormat = otherFormat(product.data?.format ?? format);
  const variant = useFormatVariant(slug, variantFormat);
  const other = variant.status === 'success' ? variant.data : null;

  if (product.status === 'loading') return <ProductSkeleton />;
  if (product.status === 'error') {
    if (isNotFound(product.error)) return <ProductNotFound otherEdition={other} />;
    return (
      <>
        <PageTitle title="Resource unavailable" />
        <ErrorPanel
          title="This Resource Is Currently Unavailable"
          message="Failed to fetch products"
          error={product.error}
          onRetry={product.refetch}
        />
      </>
    );
  }
  return <ProductDetails product={product.data} other={other} />;
}

function ProductDetails({ product, other }: { product: Product; other: Product | null }) {
  return (
    <article>
      <PageTitle title={product.name} />
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

      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <div className="aspect-square overflow-hidden rounded-xl border border-parchment-300 bg-parchment-200 shadow-md">
          <ProductImage src={product.imageUrl} alt={product.name} priority />
        </div>

        <div className="flex flex-col gap-5">
          <h1 className="text-4xl leading-tight sm:text-5xl">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-4">
            {product.price ? (
              <Price price={product.price} className="text-3xl" />
            ) : (
              <FreeBadge className="px-4 py-1 text-sm" />
            )}
            <span className="rounded-full border border-parchment-400 px-3 py-0.5 text-sm text-ink-700">
              Format: {formatLabel(product.format)}
            </span>
          </div>
          {other && <FormatSwitch current={product} other={other} />}
          <StockStatus stock={product.stock} />
          {isInStock(product.stock) && <PurchaseActions key={product._id} product={product} />}
        </div>
      </div>

      <ProductSections product={product} />
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading resource">
      <Skeleton className="mb-6 h-4 w-48" />
      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <Skeleton className="aspect-square w-full rounded-xl" />
        <div className="flex flex-col gap-5">
          <Skeleton className="h-12 w-4/5" />
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-12 w-64" />
        </div>
      </div>
      <div className="mt-12 space-y-3">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

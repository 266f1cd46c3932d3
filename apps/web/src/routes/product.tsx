import { productFormatSchema, type Product } from '@ministry/contracts';
import { canonicalProductPath, productJsonLd } from '@ministry/seo';
import {
  data,
  redirect,
  useLoaderData,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { useRouteFailure } from '@/app/page-error';
import { NotFoundPage } from '@/features/pages/components/not-found-page';
import {
  getProductById,
  getProductBySlug,
  ProductMovedError,
  ProductNotFoundError,
} from '@/features/product/api/get-product';
import { readPurchaseIntent } from '@/features/product/components/purchase-actions';
import { ProductNotFound } from '@/features/product/components/product-not-found';
import {
  InvalidProductLink,
  ProductPage,
  ProductUnavailable,
} from '@/features/product/components/product-page';
import { loadFailed } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead, siteOrigin } from '@/lib/seo.server';
import { getShippingTerms } from '@/lib/shipping-terms';

/** Why a product address answers 404: no such product, no product named, or no such page. */
type Missing =
  | { missing: 'product'; otherEdition: Product | null }
  | { missing: 'reference' }
  | { missing: 'page' };

const notFound = (why: Missing) => data(why, { status: 404 });

/**
 * The product page's product and its other format, in one call for slug links. The format comes
 * from the path or the `format` query; a slug link without one (a title's plain address) shows
 * the digital edition, or a physical-only title's one edition; an id link the edition with that
 * id. `/:slug` is a product link
 * only with a `format` query (an old form of link), else the address is unknown.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const isProductPath = url.pathname.startsWith('/product');
  if (!isProductPath && !url.searchParams.has('format')) throw notFound({ missing: 'page' });
  const asked = productFormatSchema.safeParse(params.format ?? url.searchParams.get('format')).data;
  // An id names one edition already: without a format asked for, that edition is shown.
  const product = params.id
    ? getProductById(params.id, asked, request.signal)
    : params.slug
      ? getProductBySlug(params.slug, asked, request.signal)
      : null;
  if (!product) throw notFound({ missing: 'reference' });
  // A physical item's delivery note; the page does without it when payments does not answer.
  const shipping = getShippingTerms(request.signal).catch(() => null);
  try {
    const found = await product;
    return { ...found, shipping: await shipping, head: productHead(found.product, found.other) };
  } catch (error) {
    // Printed booklets and shared links keep working after a rename: a permanent redirect.
    if (error instanceof ProductMovedError) throw redirect(error.location, 301);
    if (error instanceof ProductNotFoundError) {
      throw notFound({ missing: 'product', otherEdition: error.otherEdition });
    }
    if (error instanceof Error && 'status' in error && error.status === 404) {
      throw notFound({ missing: 'product', otherEdition: null });
    }
    return loadFailed(error);
  }
}

/**
 * Every address of an edition (`?format=`, by id, the old `/:slug?format=`) names the one the
 * sitemap lists: the title's plain `/product/{slug}` for the edition shown there, else
 * `/product/{slug}?format=physical`. The two formats of a title are two pages, each with its
 * own price and stock.
 */
function productHead(product: Product, other: Product | null) {
  const path = canonicalProductPath(
    product,
    other ? [product.format, other.format] : [product.format],
  );
  return pageHead({
    title: product.name,
    description: product.abstract || product.description || product.name,
    canonicalPath: path,
    image: product.imageUrl,
    jsonLd: [productJsonLd(product, siteOrigin())],
    breadcrumbs: [
      { name: 'The Store', path: '/store' },
      { name: product.name, path },
    ],
  });
}

export const meta = headMeta((status, why) => {
  if (status !== 404) return 'Resource unavailable';
  const missing = (why as Missing | undefined)?.missing;
  if (missing === 'page') return 'Page Not Found';
  return missing === 'reference' ? 'Invalid product link' : 'Resource Not Found';
});

/**
 * "Add to Cart" or "Buy Now" pressed before the page's JavaScript ran: the form posted here.
 * The cart lives in the visitor's browser, so the choice is handed back to the page, which
 * adds the item as soon as it runs (see PurchaseActions).
 */
export async function action({ request }: ActionFunctionArgs) {
  return readPurchaseIntent(await request.formData());
}

export default function Route() {
  const { product, other, shipping } = useLoaderData<typeof loader>();
  return <ProductPage product={product} other={other} shipping={shipping} />;
}

export function ErrorBoundary() {
  const failure = useRouteFailure();
  const revalidator = useRevalidator();
  if (failure.status !== 404) {
    return (
      <ProductUnavailable message={failure.message} onRetry={() => void revalidator.revalidate()} />
    );
  }
  const why = failure.data as Missing | undefined;
  if (why?.missing === 'page') return <NotFoundPage />;
  if (why?.missing === 'reference') return <InvalidProductLink />;
  return <ProductNotFound otherEdition={why?.missing === 'product' ? why.otherEdition : null} />;
}

import { productCategorySchema } from '@ministry/contracts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getCollections } from '@/features/catalogue/api/get-collections';
import { getProducts } from '@/features/catalogue/api/get-products';
import { StorePage } from '@/features/catalogue/components/store-page';
import { readStoreQuery } from '@/features/catalogue/store-query';
import { CATEGORY_META } from '@/features/catalogue/catalogue-meta';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/store` and `/products/:slug`: everything, or one section of the store, with the sort and
 * filters of `?sort=&format=&free=` (values the store does not know are ignored). Sorted or
 * filtered, the page's one address is its shelf's.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const query = readStoreQuery(new URL(request.url).searchParams);
  const category = params.slug ? productCategorySchema.safeParse(params.slug).data : undefined;
  // A shelf the store does not have is an unknown address: the 404 page, answered with a 404.
  if (params.slug && !category) throw data({ message: 'Page not found' }, { status: 404 });
  const title = category ? CATEGORY_META[category].title : 'The Store';
  const path = category ? `/products/${category}` : '/store';
  return {
    category,
    products: settle(getProducts(category ? { category } : {})),
    collections: settle(getCollections()),
    query,
    head: pageHead({
      title,
      description:
        'Orthodox prayers, Bible studies, booklets and graphics, in digital and printed editions. Every purchase supports the ministry.',
      canonicalPath: path,
      breadcrumbs: category
        ? [
            { name: 'The Store', path: '/store' },
            { name: title, path },
          ]
        : undefined,
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  const { category, products, collections, query } = useLoaderData<typeof loader>();
  return (
    <StorePage category={category} products={products} collections={collections} query={query} />
  );
}

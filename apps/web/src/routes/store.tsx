import { productCategorySchema } from '@ministry/contracts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getProducts } from '@/features/catalogue/api/get-products';
import { StorePage } from '@/features/catalogue/components/store-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** `/store` and `/products/:slug`: everything, or one section of the store. */
export function loader({ params }: LoaderFunctionArgs) {
  const category = params.slug ? productCategorySchema.safeParse(params.slug).data : undefined;
  // A shelf the store does not have is an unknown address: the 404 page, answered with a 404.
  if (params.slug && !category) throw data({ message: 'Page not found' }, { status: 404 });
  return { category, products: settle(getProducts(category ? { category } : {})) };
}

export default function Route() {
  const { category, products } = useLoaderData<typeof loader>();
  return <StorePage category={category} products={products} />;
}

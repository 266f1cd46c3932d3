import { data, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useRouteFailure } from '@/app/page-error';
import { getCollection } from '@/features/catalogue/api/get-collection';
import { getProducts } from '@/features/catalogue/api/get-products';
import {
  CollectionPage,
  CollectionUnavailable,
} from '@/features/catalogue/components/collection-page';
import { isNotFound } from '@/lib/api-client';
import { loadFailed, settle } from '@/lib/loaded';

/** `/collection/:slug`: the collection (404 when there is none), then its products. */
export async function loader({ params }: LoaderFunctionArgs) {
  const collection = await getCollection(params.slug ?? '').catch((error: unknown) => {
    if (isNotFound(error)) throw data({ message: 'Collection not found' }, { status: 404 });
    return loadFailed(error);
  });
  return { collection, products: settle(getProducts({ collection: collection._id })) };
}

export default function Route() {
  const { collection, products } = useLoaderData<typeof loader>();
  return <CollectionPage collection={collection} products={products} />;
}

export function ErrorBoundary() {
  const failure = useRouteFailure();
  const revalidator = useRevalidator();
  return (
    <CollectionUnavailable
      notFound={failure.status === 404}
      message={failure.message}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

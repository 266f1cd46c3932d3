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
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

/** `/collection/:slug`: the collection (404 when there is none), then its products. */
export async function loader({ params }: LoaderFunctionArgs) {
  const collection = await getCollection(params.slug ?? '').catch((error: unknown) => {
    if (isNotFound(error)) throw data({ message: 'Collection not found' }, { status: 404 });
    return loadFailed(error);
  });
  const path = `/collection/${encodeURIComponent(collection.slug)}`;
  return {
    collection,
    products: settle(getProducts({ collection: collection._id })),
    head: pageHead({
      title: collection.name,
      description:
        collection.description ||
        `${collection.name}: a collection of Orthodox Christian resources.`,
      canonicalPath: path,
      breadcrumbs: [
        { name: 'The Store', path: '/store' },
        { name: collection.name, path },
      ],
    }),
  };
}

export const meta = headMeta(() => 'Collection not found');

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

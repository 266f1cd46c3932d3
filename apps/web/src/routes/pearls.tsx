import { pearlSortSchema } from '@ministry/contracts';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useRouteFailure } from '@/app/page-error';
import { getPearls } from '@/features/pearls/api/get-pearls';
import { PearlsPage, PearlsUnavailable } from '@/features/pearls/components/pearls-page';
import { loadFailed } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

/** `/pearls` and `/pearls/:id`: every pearl, sorted by title (or by book with `?sort=book`). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const sort =
    pearlSortSchema.safeParse(new URL(request.url).searchParams.get('sort')).data ?? 'title';
  const pearls = await getPearls(sort, request.signal).catch(loadFailed);
  // A pearl's own address (the sitemap lists each) is its page; `/pearls` features one at random.
  const pearl = params.id ? pearls.find((candidate) => candidate._id === params.id) : undefined;
  return {
    pearls,
    sort,
    random: Math.random(),
    head: pageHead({
      title: pearl ? `${pearl.title} · Orthodox Pearls` : 'Orthodox Pearls',
      description: pearl
        ? pearl.body
        : 'Short sayings of the Scriptures and the Fathers, to carry through the day.',
      canonicalPath: pearl ? `/pearls/${pearl._id}` : '/pearls',
    }),
  };
}

export const meta = headMeta(() => 'Orthodox Pearls');

export default function Route() {
  const { pearls, sort, random } = useLoaderData<typeof loader>();
  return <PearlsPage pearls={pearls} sort={sort} random={random} />;
}

export function ErrorBoundary() {
  const failure = useRouteFailure();
  const revalidator = useRevalidator();
  return (
    <PearlsUnavailable message={failure.message} onRetry={() => void revalidator.revalidate()} />
  );
}

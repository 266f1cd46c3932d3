import { pearlSortSchema } from '@ministry/contracts';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useRouteFailure } from '@/app/page-error';
import { getPearls } from '@/features/pearls/api/get-pearls';
import { PearlsPage, PearlsUnavailable } from '@/features/pearls/components/pearls-page';
import { loadFailed } from '@/lib/loaded';

/** `/pearls` and `/pearls/:id`: every pearl, sorted by title (or by book with `?sort=book`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const sort =
    pearlSortSchema.safeParse(new URL(request.url).searchParams.get('sort')).data ?? 'title';
  const pearls = await getPearls(sort, request.signal).catch(loadFailed);
  return { pearls, sort, random: Math.random() };
}

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

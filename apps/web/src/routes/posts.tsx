import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getJournal } from '@/features/posts/api/get-journal';
import { PostsPage } from '@/features/posts/components/posts-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** `/journey` and `/journey?category=<slug>`: the journal's published posts, or one category's. */
export function loader({ request }: LoaderFunctionArgs) {
  const categorySlug = new URL(request.url).searchParams.get('category')?.trim() || null;
  return { journal: settle(getJournal(categorySlug, request.signal)) };
}

export default function Route() {
  const { journal } = useLoaderData<typeof loader>();
  return <PostsPage journal={journal} />;
}

import { useLoaderData } from 'react-router';
import { getPosts } from '@/features/posts/api/get-posts';
import { PostsPage } from '@/features/posts/components/posts-page';
import { settle } from '@/lib/loaded';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** `/journey`: the journal's published posts. */
export function loader() {
  return { posts: settle(getPosts()) };
}

export default function Route() {
  const { posts } = useLoaderData<typeof loader>();
  return <PostsPage posts={posts} />;
}

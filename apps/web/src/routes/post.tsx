import { articleJsonLd, postPath } from '@ministry/seo';
import { data, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useRouteFailure } from '@/app/page-error';
import { getPublicLists } from '@/features/newsletter/api/get-lists';
import type { SubscribeOffer } from '@/features/newsletter/lib/subscribe-form';
import { getCategories } from '@/features/posts/api/get-journal';
import { getPost } from '@/features/posts/api/get-post';
import { PostPage, PostUnavailable } from '@/features/posts/components/post-page';
import { isNotFound } from '@/lib/api-client';
import { loadFailed } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead, siteOrigin } from '@/lib/seo.server';

/**
 * `/journey/:slug`: one published post (404 when there is none), with its categories; the post
 * shows without them when they cannot be loaded.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const categories = getCategories(request.signal).catch(() => []);
  const lists = getPublicLists(request.signal);
  const post = await getPost(params.slug ?? '', request.signal).catch((error: unknown) => {
    if (isNotFound(error)) throw data({ message: 'Post not found' }, { status: 404 });
    return loadFailed(error);
  });
  const named = (await categories).filter((category) => post.categories.includes(category._id));
  const path = postPath(post);
  return {
    post,
    categories: named,
    subscribe: { place: 'post', lists: await lists } satisfies SubscribeOffer,
    head: pageHead({
      title: post.title,
      description: post.excerpt || post.content,
      canonicalPath: path,
      type: 'article',
      jsonLd: [articleJsonLd(post, siteOrigin())],
      breadcrumbs: [
        { name: 'The Journey', path: '/journey' },
        { name: post.title, path },
      ],
    }),
  };
}

export const meta = headMeta(() => 'Post not found');

export default function Route() {
  const { post, categories } = useLoaderData<typeof loader>();
  return <PostPage post={post} categories={categories} />;
}

export function ErrorBoundary() {
  const failure = useRouteFailure();
  const revalidator = useRevalidator();
  return (
    <PostUnavailable
      notFound={failure.status === 404}
      message={failure.message}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getCategories, getJournal } from '@/features/posts/api/get-journal';
import { getPublicLists } from '@/features/newsletter/api/get-lists';
import type { SubscribeOffer } from '@/features/newsletter/lib/subscribe-form';
import { PostsPage } from '@/features/posts/components/posts-page';
import { settle } from '@/lib/loaded';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/**
 * `/journey` and `/journey?category=<slug>`: the journal's published posts, or one category's.
 * A category's view is the journal narrowed, as the store's filters are: its one address is
 * `/journey`; only its title names the category (asked for alone, so the posts still stream).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const categorySlug = new URL(request.url).searchParams.get('category')?.trim() || null;
  const journal = settle(getJournal(categorySlug, request.signal));
  const lists = getPublicLists(request.signal);
  const category = categorySlug
    ? (await getCategories(request.signal).catch(() => [])).find((c) => c.slug === categorySlug)
    : undefined;
  return {
    journal,
    subscribe: { place: 'journal', lists: await lists } satisfies SubscribeOffer,
    head: pageHead({
      title: category ? `${category.name} · The Journey` : 'The Journey',
      description:
        'Notes from the road: reflections, news of new resources and words for the seasons of the Church year.',
      canonicalPath: '/journey',
    }),
  };
}

export const meta = headMeta();

export default function Route() {
  const { journal } = useLoaderData<typeof loader>();
  return <PostsPage journal={journal} />;
}

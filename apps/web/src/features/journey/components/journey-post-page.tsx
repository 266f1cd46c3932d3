import { Link, useParams } from 'react-router';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { Ornament } from '@/components/ui/ornament';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { isNotFound } from '@/lib/api-client';
import { useResponseStatus } from '@/lib/prerender';
import { formatDate } from '@/lib/format';
import { usePost } from '../api/get-post';

/** `/journey/:slug`: one post of the journal, its text rendered from markdown. */
export function JourneyPostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const notFound = post.status === 'error' && isNotFound(post.error);
  useResponseStatus(notFound ? 404 : undefined);

  if (post.status === 'loading') {
    return (
      <div role="status" aria-label="Loading post" className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-8 h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (post.status === 'error') {
    return (
      <>
        <PageTitle title="Post not found" />
        {notFound ? (
          <EmptyPanel title="Post not found">
            <p>
              This post may have been moved or withdrawn.{' '}
              <Link to="/journey" className="font-semibold text-burgundy-700 underline">
                Back to the journal
              </Link>
            </p>
          </EmptyPanel>
        ) : (
          <ErrorPanel
            title="This Post Is Currently Unavailable"
            error={post.error}
            onRetry={post.refetch}
          />
        )}
      </>
    );
  }

  const { title, content, publishedAt, createdAt, author } = post.data;
  const date = formatDate(publishedAt ?? createdAt);
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle title={title} />
      <Link to="/journey" className="text-sm font-semibold text-burgundy-700 hover:underline">
        ← The Journey
      </Link>
      <header className="mt-4 text-center">
        <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
        {(date || author) && (
          <p className="mt-3 text-sm text-ink-500">
            {date}
            {date && author ? ' · ' : ''}
            {author ? `by ${author.username}` : ''}
          </p>
        )}
        <Ornament className="mt-4 justify-center" />
      </header>
      <div className="mt-8 text-lg">
        <LazyMarkdown>{content}</LazyMarkdown>
      </div>
    </article>
  );
}

import type { Post } from '@ministry/contracts';
import { Link } from 'react-router';
import { FormattedText } from '@/components/formatted-text';
import { Ornament } from '@/components/ui/ornament';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { formatDate } from '@/lib/format';

/** `/journey/:slug`: one post of the journal, its formatted text. */
export function PostPage({ post }: { post: Post }) {
  const { title, contentHtml, publishedAt, createdAt, author } = post;
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
        <FormattedText html={contentHtml} />
      </div>
    </article>
  );
}

/** The post could not be shown: there is none at this address (`notFound`), or the call failed. */
export function PostUnavailable({
  notFound,
  message,
  onRetry,
}: {
  notFound: boolean;
  message: string;
  onRetry: () => void;
}) {
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
          error={new Error(message)}
          onRetry={onRetry}
        />
      )}
    </>
  );
}

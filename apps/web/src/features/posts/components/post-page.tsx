import type { Category, Post } from '@ministry/contracts';
import { AudioPlayer } from '@/components/ui/audio-player';
import { Link } from '@/components/ui/link';
import { FormattedText } from '@/components/formatted-text';
import { Ornament } from '@/components/ui/ornament';
import { PrintButton } from '@/components/ui/print-button';
import { SaveOfflineButton } from '@/components/save-offline-button';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { formatDate } from '@/lib/format';

/** `/journey/:slug`: one post of the journal, its categories (links to their posts) and text. */
export function PostPage({ post, categories = [] }: { post: Post; categories?: Category[] }) {
  const { title, contentHtml, publishedAt, createdAt, byline } = post;
  const date = formatDate(publishedAt ?? createdAt);
  return (
    <article className="mx-auto max-w-3xl">
      <Link
        to="/journey"
        className="text-sm font-semibold text-burgundy-700 hover:underline print:hidden"
      >
        ← The Journey
      </Link>
      <header className="mt-4 text-center">
        <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-ink-500">
          {date ? `${date} · ` : ''}by {byline}
        </p>
        {categories.length > 0 && (
          <ul
            aria-label="Categories"
            className="mt-4 flex flex-wrap justify-center gap-2 print:hidden"
          >
            {categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={`/journey?category=${encodeURIComponent(category.slug)}`}
                  className="inline-block rounded-full border border-parchment-400 bg-parchment-50 px-3 py-1 text-sm font-medium text-ink-700 transition-colors hover:border-burgundy-700"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Ornament className="mt-4 justify-center" />
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <PrintButton />
          <SaveOfflineButton />
        </div>
      </header>
      {post.audio && (
        <div className="mt-8">
          <AudioPlayer title={post.title} audio={post.audio} />
        </div>
      )}
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

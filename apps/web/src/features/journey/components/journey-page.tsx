import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { formatDate } from '@/lib/format';
import { usePosts } from '../api/get-posts';

/** `/journey`: the ministry's journal, newest post first. */
export function JourneyPage() {
  const posts = usePosts();
  return (
    <>
      <PageTitle title="The Journey" />
      <PageHeader
        title="The Journey"
        lead="Notes from the road: reflections, news of new resources and words for the seasons of the Church year."
      />
      {posts.status === 'loading' && (
        <div role="status" aria-label="Loading posts" className="space-y-5">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-40 w-full rounded-lg" />
          ))}
        </div>
      )}
      {posts.status === 'error' && (
        <ErrorPanel
          title="The Journal Is Currently Unavailable"
          message="Could not load posts."
          error={posts.error}
          onRetry={posts.refetch}
        />
      )}
      {posts.status === 'success' && posts.data.length === 0 && (
        <EmptyPanel title="No posts yet">
          <p>The first entries of the journal are being written.</p>
        </EmptyPanel>
      )}
      {posts.status === 'success' && posts.data.length > 0 && (
        <ul className="space-y-6">
          {posts.data.map((post, index) => (
            <Card as="li" key={post._id} index={index} className="relative p-6 sm:p-8">
              {formatDate(post.publishedAt ?? post.createdAt) && (
                <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                  {formatDate(post.publishedAt ?? post.createdAt)}
                </p>
              )}
              <h2 className="mt-2 text-2xl sm:text-3xl">
                <Link
                  to={`/journey/${post.slug}`}
                  className="after:absolute after:inset-0 after:content-[''] hover:text-burgundy-600"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 text-ink-700">{post.excerpt}</p>
              <p className="mt-4 text-sm font-semibold text-burgundy-700" aria-hidden="true">
                Read more →
              </p>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}

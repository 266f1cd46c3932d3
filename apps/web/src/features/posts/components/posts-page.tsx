import type { Category, Post } from '@ministry/contracts';
import { useRevalidator } from 'react-router';
import { Link } from '@/components/ui/link';
import { Deferred } from '@/components/deferred';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '@/components/ui/status-panel';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/format';
import type { Loaded } from '@/lib/loaded';
import type { Journal } from '../api/get-journal';

const categoryHref = (category: Category) =>
  `/journey?category=${encodeURIComponent(category.slug)}`;

const chip = (active: boolean) =>
  cn(
    'inline-block rounded-full border px-3 py-1 text-sm font-medium transition-colors',
    active
      ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
      : 'border-parchment-400 bg-parchment-50 text-ink-700 hover:border-burgundy-700',
  );

/**
 * `/journey` and `/journey?category=`: the ministry's journal, newest post first, each post
 * with its categories; a category's link shows only its posts.
 */
export function PostsPage({ journal }: { journal: Promise<Loaded<Journal>> }) {
  return (
    <>
      <PageHeader
        title="The Journey"
        lead="Notes from the road: reflections, news of new resources and words for the seasons of the Church year."
        actions={
          // Documents for feed readers and podcast apps, not pages of the site: ordinary links.
          <span className="flex gap-4">
            <a
              href="/journey/feed.xml"
              type="application/rss+xml"
              className="text-sm font-semibold text-burgundy-700 underline decoration-gold-400 underline-offset-2 hover:text-burgundy-900"
            >
              RSS feed
            </a>
            <a
              href="/journey/podcast.xml"
              type="application/rss+xml"
              className="text-sm font-semibold text-burgundy-700 underline decoration-gold-400 underline-offset-2 hover:text-burgundy-900"
            >
              Podcast
            </a>
          </span>
        }
      />
      <Deferred
        resolve={journal}
        fallback={
          <div role="status" aria-label="Loading posts" className="space-y-5">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-40 w-full rounded-lg" />
            ))}
          </div>
        }
      >
        {(loaded) => <PostList loaded={loaded} />}
      </Deferred>
    </>
  );
}

/** The categories to filter by; the current one is marked. */
function CategoryFilter({ journal }: { journal: Journal }) {
  if (journal.categories.length === 0) return null;
  const current = journal.category?._id;
  return (
    <nav aria-label="Journal categories" className="mb-8">
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <Link
            to="/journey"
            className={chip(!current && !journal.unknownCategory)}
            aria-current={!current && !journal.unknownCategory ? 'page' : undefined}
          >
            All posts
          </Link>
        </li>
        {journal.categories.map((category) => (
          <li key={category._id}>
            <Link
              to={categoryHref(category)}
              className={chip(category._id === current)}
              aria-current={category._id === current ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A post's categories, each a link to the journal narrowed to it (above the card's own link). */
function PostCategories({ post, categories }: { post: Post; categories: Category[] }) {
  const named = categories.filter((category) => post.categories.includes(category._id));
  if (named.length === 0) return null;
  return (
    <ul aria-label="Categories" className="relative z-10 mt-4 flex flex-wrap gap-2">
      {named.map((category) => (
        <li key={category._id}>
          <Link to={categoryHref(category)} className={chip(false)}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NoPosts({ journal }: { journal: Journal }) {
  if (journal.unknownCategory) {
    return (
      <EmptyPanel title="There is no such category in the journal">
        <p>
          Choose another category, or{' '}
          <Link to="/journey" className="font-semibold text-burgundy-700 underline">
            read all posts
          </Link>
          .
        </p>
      </EmptyPanel>
    );
  }
  if (journal.category) {
    return (
      <EmptyPanel title={`No posts in ${journal.category.name} yet`}>
        <p>
          <Link to="/journey" className="font-semibold text-burgundy-700 underline">
            Read all posts
          </Link>
        </p>
      </EmptyPanel>
    );
  }
  return (
    <EmptyPanel title="No posts yet">
      <p>The first entries of the journal are being written.</p>
    </EmptyPanel>
  );
}

function PostList({ loaded }: { loaded: Loaded<Journal> }) {
  const revalidator = useRevalidator();
  if (loaded.error) {
    return (
      <>
        <ErrorPanel
          title="The Journal Is Currently Unavailable"
          message="Could not load posts."
          error={new Error(loaded.error.message)}
          onRetry={() => void revalidator.revalidate()}
        />
      </>
    );
  }
  const journal = loaded.data;
  return (
    <>
      <CategoryFilter journal={journal} />
      {journal.category && (
        <h2 className="mb-6 text-center text-2xl">{`Posts in ${journal.category.name}`}</h2>
      )}
      {journal.posts.length === 0 && <NoPosts journal={journal} />}
      {journal.posts.length > 0 && (
        <ul className="space-y-6">
          {journal.posts.map((post, index) => (
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
              <p className="mt-1 text-sm text-ink-500">by {post.byline}</p>
              <p className="mt-3 text-ink-700">{post.excerpt}</p>
              <PostCategories post={post} categories={journal.categories} />
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

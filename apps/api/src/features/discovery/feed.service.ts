import { Feed } from 'feed';
import { absoluteUrl, postPath, SITE_NAME } from '@ministry/seo';
import { listPublishedPosts } from '../posts/posts.service.js';

/** How many of the latest posts the feed carries. */
export const FEED_SIZE = 20;

/** The journal's RSS 2.0 feed: the latest published posts, linked on the public `origin`. */
export async function buildJournalFeed(origin: string): Promise<string> {
  const posts = (await listPublishedPosts()).slice(0, FEED_SIZE);
  const dated = (post: (typeof posts)[number]) =>
    new Date(post.publishedAt ?? post.updatedAt ?? post.createdAt ?? 0);

  const feed = new Feed({
    title: `The Journey · ${SITE_NAME}`,
    description:
      'Notes from the road: reflections, news of new resources and words for the seasons of the Church year.',
    id: `${origin}/journey`,
    link: `${origin}/journey`,
    language: 'en',
    copyright: `© ${new Date().getFullYear()} ${SITE_NAME}`,
    feedLinks: { rss: `${origin}/journey/feed.xml` },
    generator: false,
    ...(posts[0] ? { updated: dated(posts[0]) } : {}),
  });
  for (const post of posts) {
    const link = absoluteUrl(postPath(post), origin);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: dated(post),
      // The post's signature, never an account's login name.
      author: [{ name: post.byline }],
    });
  }
  return feed.rss2();
}

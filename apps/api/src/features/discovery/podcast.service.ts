// The journal's podcast: an RSS 2.0 feed of the published posts that have a recording, with the
// tags podcast apps read (Apple's `itunes:` and Podcasting 2.0's `podcast:`). Written with
// fast-xml-parser's builder: the journal feed's library cannot declare the `podcast:` namespace.
import { createHash } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import type { Post } from '@ministry/contracts';
import { absoluteUrl, postPath, SITE_NAME } from '@ministry/seo';
import { listPublishedEpisodes } from '../posts/posts.service.js';

/** How many of the latest episodes the feed carries. */
export const PODCAST_SIZE = 50;

export const PODCAST_PATH = '/journey/podcast.xml';

/** A square picture of 1400 px, as podcast directories ask (JPEG or PNG). */
export const PODCAST_IMAGE_PATH = '/images/podcast.png';

/** Where podcast apps read an episode's transcript (text/plain), on the site's origin. */
export const transcriptPath = (post: { slug: string }) =>
  `/api/journey/transcripts/${post.slug}.txt`;

/** Podcasting 2.0's namespace for `podcast:guid`: the feed's address made a UUIDv5 in it. */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** RFC 4122 version 5: SHA-1 of the namespace's bytes and the name, with version and variant set. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The feed's `podcast:guid`: its address without scheme and trailing slashes, per the spec. */
export const podcastGuid = (feedUrl: string) =>
  uuidV5(
    feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''),
    PODCAST_GUID_NAMESPACE,
  );

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  // `isPermaLink="true"` is a value, not an HTML-style boolean attribute.
  suppressBooleanAttributes: false,
});

const dated = (post: Post) => new Date(post.publishedAt ?? post.updatedAt ?? post.createdAt ?? 0);

function episode(post: Post, origin: string) {
  const audio = post.audio;
  if (!audio) return [];
  const link = absoluteUrl(postPath(post), origin);
  return [
    {
      title: post.title,
      link,
      description: post.excerpt,
      // A published post's slug never changes, so its address names the episode for good.
      guid: { '#text': link, '@_isPermaLink': 'true' },
      pubDate: dated(post).toUTCString(),
      enclosure: {
        '@_url': absoluteUrl(audio.url, origin),
        '@_length': String(audio.size),
        '@_type': audio.contentType,
      },
      'itunes:author': post.byline,
      'itunes:summary': post.excerpt,
      'itunes:explicit': 'false',
      'itunes:episodeType': 'full',
      ...(audio.transcript
        ? {
            'podcast:transcript': {
              '@_url': absoluteUrl(transcriptPath(post), origin),
              '@_type': 'text/plain',
              '@_language': 'en',
            },
          }
        : {}),
    },
  ];
}

/** The podcast feed, linked on the public `origin`; `ownerEmail` is whom directories write to. */
export async function buildPodcastFeed(origin: string, ownerEmail: string): Promise<string> {
  const posts = await listPublishedEpisodes(PODCAST_SIZE);
  const feedUrl = `${origin}${PODCAST_PATH}`;
  const title = `The Journey, read aloud · ${SITE_NAME}`;
  const description =
    'Reflections, prayers and words for the seasons of the Church year, from the journal of Orthodox Resources, read aloud.';
  const image = absoluteUrl(PODCAST_IMAGE_PATH, origin);
  const newest = posts[0];
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title,
        link: `${origin}/journey`,
        description,
        language: 'en',
        copyright: `© ${new Date().getFullYear()} ${SITE_NAME}`,
        ...(newest ? { lastBuildDate: dated(newest).toUTCString() } : {}),
        'atom:link': { '@_href': feedUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        image: { url: image, title, link: `${origin}/journey` },
        'itunes:author': SITE_NAME,
        'itunes:owner': { 'itunes:name': SITE_NAME, 'itunes:email': ownerEmail },
        'itunes:image': { '@_href': image },
        'itunes:category': {
          '@_text': 'Religion & Spirituality',
          'itunes:category': { '@_text': 'Christianity' },
        },
        'itunes:explicit': 'false',
        'itunes:type': 'episodic',
        'itunes:summary': description,
        // Only the owner may move the show to another host.
        'podcast:locked': { '#text': 'yes', '@_owner': ownerEmail },
        'podcast:guid': podcastGuid(feedUrl),
        item: posts.flatMap((post) => episode(post, origin)),
      },
    },
  });
}

import {
  absoluteUrl,
  breadcrumbJsonLd,
  metaDescription,
  SITE_NAME,
  type Breadcrumb,
} from '@ministry/seo';
import type { MetaDescriptor } from 'react-router';
import { pageTitle } from './seo';

/**
 * The head of a public page, built on the server from loader data: one canonical address on the
 * public origin, the description cut at a word, Open Graph and Twitter card tags with an absolute
 * image, and the page's structured data.
 */

/** The journal's RSS feed (the api's, served by the gateway on the site's origin). */
export const FEED_PATH = '/journey/feed.xml';

/** The journal's podcast: its posts with a recording (the api's, like the feed). */
export const PODCAST_PATH = '/journey/podcast.xml';

/** The site's share picture (1200×630) for pages without a picture of their own. */
export const SHARE_IMAGE = '/images/share.png';

let publicOrigin = 'http://localhost:5173';

/** The origin visitors know the site by (`WEB_ORIGIN`), set once by entry.server from config. */
export function setPublicOrigin(origin: string): void {
  publicOrigin = origin.replace(/\/+$/, '');
}

export const siteUrl = (path: string): string => absoluteUrl(path, publicOrigin);

/** Pictures social networks show: SVG (the seed's artwork) and video do not qualify. */
const SHAREABLE_IMAGE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

export interface PageHead {
  /** The page's own title; none on the home page. */
  title?: string;
  /** Text (markdown allowed) for the description, cut to ~155 characters at a word. */
  description: string;
  /** The page's one address (path and query), whatever address it was opened by. */
  canonicalPath: string;
  /** The page's own picture, when it has one that can be shared. */
  image?: string | null;
  /** `article` for a journal post; a product page is a `website` with its Product JSON-LD. */
  type?: 'website' | 'article';
  /** schema.org objects, each rendered as its own JSON-LD script. */
  jsonLd?: object[];
  /** The trail to the page after Home, as a BreadcrumbList. */
  breadcrumbs?: Breadcrumb[];
}

export function pageHead(page: PageHead): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const description = metaDescription(page.description);
  const url = siteUrl(page.canonicalPath);
  const image = siteUrl(page.image && SHAREABLE_IMAGE.test(page.image) ? page.image : SHARE_IMAGE);
  const jsonLd = [
    ...(page.jsonLd ?? []),
    ...(page.breadcrumbs
      ? [breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...page.breadcrumbs], publicOrigin)]
      : []),
  ];
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title ?? SITE_NAME },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    // The journal's feed, named on every page (here rather than in root's links: no page JS).
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `The Journey · ${SITE_NAME}`,
      href: siteUrl(FEED_PATH),
    },
    // Its podcast, always: a feed with no episode yet is still valid, and knowing whether there
    // is one would cost every page a call.
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `The Journey podcast · ${SITE_NAME}`,
      href: siteUrl(PODCAST_PATH),
    },
    ...jsonLd.map((value) => ({ 'script:ld+json': value })),
  ];
}

/** The origin, for the structured-data builders of @ministry/seo. */
export const siteOrigin = (): string => publicOrigin;

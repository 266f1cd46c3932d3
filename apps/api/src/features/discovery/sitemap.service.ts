import { XMLBuilder } from 'fast-xml-parser';
import { addDays, civilDateOfUtc, formatCivilDate } from '@ministry/calendar';
import { CollectionModel, PearlModel } from '@ministry/db';
import { canonicalProductPath, postPath } from '@ministry/seo';
import { PostModel } from '../posts/post.model.js';
import { findListedProducts } from './listed-products.js';
import { SITE_PAGES } from './site-pages.data.js';

type Dated = { updatedAt?: Date | null };

/** One `<url>` of the sitemap; `url` is a path on the site. */
export interface SitemapLink {
  url: string;
  lastmod?: string;
}

const latest = (records: Dated[]): Date | undefined =>
  records.reduce<Date | undefined>(
    (newest, { updatedAt }) => (updatedAt && (!newest || updatedAt > newest) ? updatedAt : newest),
    undefined,
  );

const withDate = (url: string, date: Date | null | undefined): SitemapLink =>
  date ? { url, lastmod: date.toISOString() } : { url };

/** The Church year's day pages the sitemap lists: a rolling window around today (UTC). */
export const CALENDAR_DAYS_BACK = 30;
export const CALENDAR_DAYS_AHEAD = 365;

/** `/calendar/{date}` from 30 days back to a year ahead, and the months they fall in. */
export function calendarLinks(now: Date): SitemapLink[] {
  const today = civilDateOfUtc(now);
  const days: string[] = [];
  for (let offset = -CALENDAR_DAYS_BACK; offset <= CALENDAR_DAYS_AHEAD; offset++)
    days.push(formatCivilDate(addDays(today, offset)));
  const months = [...new Set(days.map((date) => date.slice(0, 7)))];
  return [
    { url: '/today' },
    ...months.map((month) => ({ url: `/calendar/${month}` })),
    ...days.map((date) => ({ url: `/calendar/${date}` })),
  ];
}

/**
 * Every public address the site has: its own pages, each product edition on sale at its canonical
 * address (a title's plain `/product/{slug}`, or `?format=physical` beside a digital one), each
 * collection, published post and pearl; each with the date its content last changed (a listing
 * page's is that of its newest entry); and the Church year's days around `now`.
 */
export async function sitemapLinks(now: Date = new Date()): Promise<SitemapLink[]> {
  const [products, collections, posts, pearls] = await Promise.all([
    findListedProducts(['slug', 'format', 'category', 'collections', 'updatedAt']),
    CollectionModel.find({}, 'slug updatedAt').sort({ slug: 1 }).lean(),
    PostModel.find({ published: true }, 'slug updatedAt').sort({ publishedAt: -1 }).lean(),
    PearlModel.find({}, 'updatedAt').sort({ _id: 1 }).lean(),
  ]);

  const pageDate = (lists: (typeof SITE_PAGES)[number]['lists']) => {
    if (lists === 'all') return latest(products);
    if (lists === 'posts') return latest(posts);
    if (lists === 'pearls') return latest(pearls);
    return lists ? latest(products.filter((product) => product.category === lists)) : undefined;
  };

  // A title's editions share its slug: the one its plain address shows is listed there, once.
  const formatsOf = new Map<string, (typeof products)[number]['format'][]>();
  for (const { slug, format } of products)
    formatsOf.set(slug, [...(formatsOf.get(slug) ?? []), format]);

  return [
    ...SITE_PAGES.map((page) => withDate(page.path, pageDate(page.lists))),
    ...products.map((product) =>
      withDate(canonicalProductPath(product, formatsOf.get(product.slug) ?? []), product.updatedAt),
    ),
    ...collections.map((collection) => {
      const id = collection._id.toString();
      const members = products.filter((p) => p.collections?.some((c) => c.toString() === id));
      return withDate(
        `/collection/${encodeURIComponent(collection.slug)}`,
        latest([collection, ...members]),
      );
    }),
    ...posts.map((post) => withDate(postPath(post), post.updatedAt)),
    ...pearls.map((pearl) => withDate(`/pearls/${pearl._id.toString()}`, pearl.updatedAt)),
    ...calendarLinks(now),
  ];
}

const xml = new XMLBuilder({ ignoreAttributes: false, format: true });

/**
 * The sitemap (sitemaps.org protocol) as XML, every address absolute on the public `origin`.
 * The builder escapes every value (`&` in a query string, quotes in a slug).
 */
export async function buildSitemap(origin: string, now: Date = new Date()): Promise<string> {
  const links = await sitemapLinks(now);
  return xml.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: links.map(({ url, lastmod }) => ({
        loc: `${origin}${url}`,
        ...(lastmod ? { lastmod } : {}),
      })),
    },
  });
}

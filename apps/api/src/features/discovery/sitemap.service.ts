import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { CollectionModel, PearlModel } from '@ministry/db';
import { PostModel } from '../posts/post.model.js';
import { findListedProducts } from './listed-products.js';
import { SITE_PAGES } from './site-pages.data.js';

type Dated = { updatedAt?: Date | null };

const latest = (records: Dated[]): Date | undefined =>
  records.reduce<Date | undefined>(
    (newest, { updatedAt }) => (updatedAt && (!newest || updatedAt > newest) ? updatedAt : newest),
    undefined,
  );

const withDate = (url: string, date: Date | null | undefined): SitemapItemLoose =>
  date ? { url, lastmod: date.toISOString() } : { url };

/**
 * Every public address the site has: its own pages, each product edition (not archived), each
 * collection, published post and pearl; each with the date its content last changed (a listing
 * page's is that of its newest entry).
 */
export async function sitemapLinks(): Promise<SitemapItemLoose[]> {
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

  return [
    ...SITE_PAGES.map((page) => withDate(page.path, pageDate(page.lists))),
    ...products.map((product) =>
      withDate(
        `/product/${encodeURIComponent(product.slug)}?format=${product.format}`,
        product.updatedAt,
      ),
    ),
    ...collections.map((collection) => {
      const id = collection._id.toString();
      const members = products.filter((p) => p.collections?.some((c) => c.toString() === id));
      return withDate(
        `/collection/${encodeURIComponent(collection.slug)}`,
        latest([collection, ...members]),
      );
    }),
    ...posts.map((post) => withDate(`/journey/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    ...pearls.map((pearl) => withDate(`/pearls/${pearl._id.toString()}`, pearl.updatedAt)),
  ];
}

/** The sitemap as XML, every address absolute on the public `origin`. */
export async function buildSitemap(origin: string): Promise<string> {
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const xml = await streamToPromise(Readable.from(await sitemapLinks()).pipe(stream));
  return xml.toString('utf8');
}

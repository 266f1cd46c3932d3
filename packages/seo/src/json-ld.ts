// Structured data (schema.org JSON-LD) for the public pages, as search engines read it for rich
// results. Pure functions of the contracts' shapes and the public origin, with no Node or DOM
// APIs, so the web's route `meta` and the api can both build them.
import type { Post, Product } from '@ministry/contracts';
import type {
  Article,
  BreadcrumbList,
  CreativeWork,
  Event,
  ItemAvailability,
  Offer,
  Organization,
  Product as SchemaProduct,
  SearchAction,
  WebSite,
  WithContext,
} from 'schema-dts';
import { metaDescription } from './text.js';
import { absoluteUrl, postPath, productPath, SEARCH_PATH_TEMPLATE } from './urls.js';

export const SITE_NAME = 'Orthodox Resources';
const CONTEXT = 'https://schema.org';

/** schema.org lists `isAccessibleForFree` under CreativeWork; our products are such works. */
export type ProductJsonLd = WithContext<SchemaProduct & Pick<CreativeWork, 'isAccessibleForFree'>>;

export type ProductForJsonLd = Pick<
  Product,
  'name' | 'slug' | 'format' | 'price' | 'stock' | 'imageUrl' | 'description' | 'abstract'
> &
  Partial<Pick<Product, '_id'>>;

const availability = (product: ProductForJsonLd): ItemAvailability =>
  product.format === 'digital' || (product.stock ?? 0) > 0
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';

/** A product page's `Product` with its `Offer`: price in USD, availability from stock. */
export function productJsonLd(product: ProductForJsonLd, origin: string): ProductJsonLd {
  const url = absoluteUrl(productPath(product), origin);
  const free = !product.price;
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: (product.price ?? 0).toFixed(2),
    priceCurrency: 'USD',
    availability: availability(product),
  };
  const description = metaDescription(product.abstract || product.description);
  // A video stands in for the picture on some products; it is no image for a search engine.
  const image =
    product.imageUrl && !/\.mp4$/i.test(product.imageUrl)
      ? absoluteUrl(product.imageUrl, origin)
      : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    url,
    ...(product._id ? { sku: product._id } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: offer,
    ...(free ? { isAccessibleForFree: true } : {}),
  };
}

export type PostForJsonLd = Pick<
  Post,
  'title' | 'slug' | 'excerpt' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'author'
>;

/** Headlines longer than this are cut by Google. */
const HEADLINE_LENGTH = 110;

/** The ministry as an article's publisher (and its author when no person is named). */
const ministry = (origin: string): Organization => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/', origin),
});

/**
 * A journal post's `Article`: headline, dates, author: the person by their display name, or the
 * ministry when the author has none or the account is gone (never a login name).
 */
export function articleJsonLd(
  post: PostForJsonLd,
  origin: string,
  options: { image?: string } = {},
): WithContext<Article> {
  const url = absoluteUrl(postPath(post), origin);
  const published = post.publishedAt ?? post.createdAt;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: metaDescription(post.title, HEADLINE_LENGTH),
    description: metaDescription(post.excerpt),
    url,
    mainEntityOfPage: url,
    ...(published ? { datePublished: published } : {}),
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    author: post.author?.displayName
      ? { '@type': 'Person', name: post.author.displayName }
      : ministry(origin),
    publisher: ministry(origin),
    ...(options.image ? { image: absoluteUrl(options.image, origin) } : {}),
  };
}

/**
 * A day of the Church year's page as an `Article`: the feast or the date as its headline, what
 * the day holds (season, fast, readings) as its description, and what it is about: the day's
 * commemorations. It has no publication date: the page is the calendar's, not a dated writing.
 */
export function calendarDayArticleJsonLd(
  day: { headline: string; description: string; path: string; commemorations: readonly string[] },
  origin: string,
): WithContext<Article> {
  const url = absoluteUrl(day.path, origin);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: metaDescription(day.headline, HEADLINE_LENGTH),
    description: metaDescription(day.description),
    url,
    mainEntityOfPage: url,
    articleSection: 'The Church year',
    ...(day.commemorations.length > 0
      ? { about: day.commemorations.map((name) => ({ '@type': 'Thing' as const, name })) }
      : {}),
    author: ministry(origin),
    publisher: ministry(origin),
    isAccessibleForFree: true,
  };
}

export interface Breadcrumb {
  name: string;
  /** The page's path (or absolute address). */
  path: string;
}

/** The trail to a page, home first: positions from 1, every item an absolute address. */
export function breadcrumbJsonLd(
  items: readonly Breadcrumb[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  };
}

/** The ministry itself, for the home page. */
export function organizationJsonLd(
  origin: string,
  options: { logo?: string } = {},
): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(options.logo ?? '/favicon.svg', origin),
  };
}

/** Google still reads the older `query-input` form, which schema-dts does not list. */
export type SiteSearchAction = SearchAction & { 'query-input': string };

/** The site, with the search page as its `SearchAction`, for the home page. */
export function websiteJsonLd(origin: string): WithContext<WebSite> {
  const action: SiteSearchAction = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(SEARCH_PATH_TEMPLATE, origin) },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl('/', origin),
    potentialAction: action,
  };
}

/**
 * A great feast of the Church year as an `Event` for its day's page: a whole day, kept by
 * the Church everywhere (no one place), free, organised by no one on this site; `url` is the page.
 */
export function feastEventJsonLd(
  feast: { name: string; date: string; description: string; path: string },
  origin: string,
): WithContext<Event> {
  const url = absoluteUrl(feast.path, origin);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: feast.name,
    description: metaDescription(feast.description),
    startDate: feast.date,
    endDate: feast.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    isAccessibleForFree: true,
    url,
  };
}

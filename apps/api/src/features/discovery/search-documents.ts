import type { ProductFormat, SearchKind } from '@ministry/contracts';
import { CollectionModel, PearlModel } from '@ministry/db';
import { plainText as plain, postPath, productPath } from '@ministry/seo';
import { PostModel } from '../posts/post.model.js';
import { findListedProducts } from './listed-products.js';
import { SITE_PAGES } from './site-pages.data.js';

/** One thing search can find, as the index holds it. */
export interface SearchDocument {
  /** `kind:key`, unique across kinds. */
  id: string;
  kind: SearchKind;
  /** The record's id, or a page's path. */
  key: string;
  title: string;
  url: string;
  /** Plain text (markdown removed): what is matched and what snippets are cut from. */
  text: string;
  /** Words that should find the document without being shown: a category, a book. */
  keywords: string;
  formats?: ProductFormat[];
}

const joined = (...texts: (string | null | undefined)[]) =>
  texts.map(plain).filter(Boolean).join(' ');

/** The digital edition opens first, as the product page's default format does. */
const FORMAT_ORDER: ProductFormat[] = ['digital', 'physical'];

/**
 * A title is one result, whatever formats it comes in: the editions share their slug, and a
 * visitor choosing between them does so on the product page.
 */
async function productDocuments(): Promise<SearchDocument[]> {
  const products = await findListedProducts([
    'name',
    'slug',
    'format',
    'description',
    'abstract',
    'scriptureContext',
    'usageNotes',
    'category',
  ]);
  const bySlug = new Map<string, typeof products>();
  for (const product of products) {
    const editions = bySlug.get(product.slug) ?? [];
    editions.push(product);
    bySlug.set(product.slug, editions);
  }
  return [...bySlug].flatMap(([slug, editions]): SearchDocument[] => {
    const ordered = editions.sort(
      (a, b) => FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format),
    );
    const first = ordered[0];
    if (!first) return [];
    return [
      {
        id: `product:${slug}`,
        kind: 'product',
        key: first._id.toString(),
        title: first.name,
        url: productPath(first),
        text: joined(first.abstract, first.description, first.scriptureContext, first.usageNotes),
        keywords: first.category ?? '',
        formats: ordered.map((edition) => edition.format),
      },
    ];
  });
}

async function postDocuments(): Promise<SearchDocument[]> {
  const posts = await PostModel.find({ published: true }, 'title slug excerpt content').lean();
  return posts.map((post) => ({
    id: `post:${post._id.toString()}`,
    kind: 'post',
    key: post._id.toString(),
    title: post.title,
    url: postPath(post),
    text: joined(post.excerpt, post.content),
    keywords: '',
  }));
}

async function pearlDocuments(): Promise<SearchDocument[]> {
  const pearls = await PearlModel.find({}, 'title body book').lean();
  return pearls.map((pearl) => ({
    id: `pearl:${pearl._id.toString()}`,
    kind: 'pearl',
    key: pearl._id.toString(),
    title: pearl.title,
    url: `/pearls/${pearl._id.toString()}`,
    text: pearl.body,
    keywords: pearl.book ?? '',
  }));
}

async function collectionDocuments(): Promise<SearchDocument[]> {
  const collections = await CollectionModel.find({}, 'name slug description').lean();
  return collections.map((collection) => ({
    id: `collection:${collection._id.toString()}`,
    kind: 'collection',
    key: collection._id.toString(),
    title: collection.name,
    url: `/collection/${encodeURIComponent(collection.slug)}`,
    text: plain(collection.description),
    keywords: '',
  }));
}

const pageDocuments = (): SearchDocument[] =>
  SITE_PAGES.filter((page) => page.searchable).map((page) => ({
    id: `page:${page.path}`,
    kind: 'page',
    key: page.path,
    title: page.title,
    url: page.path,
    text: page.text,
    keywords: '',
  }));

/** Everything search can find, read from the database (and the site's own pages). */
export async function loadSearchDocuments(): Promise<SearchDocument[]> {
  const groups = await Promise.all([
    productDocuments(),
    collectionDocuments(),
    postDocuments(),
    pearlDocuments(),
  ]);
  return [...groups.flat(), ...pageDocuments()];
}

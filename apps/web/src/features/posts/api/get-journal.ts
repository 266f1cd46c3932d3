import type { Category, Post } from '@ministry/contracts';
import { requestList } from '@/lib/request-list';
import { getPosts } from './get-posts';

/** The journal as `/journey?category=` shows it. */
export interface Journal {
  posts: Post[];
  /** The categories that have published posts, by name: the journal's filters. */
  categories: Category[];
  /** The category asked for by its slug; null when none was asked for or it does not exist. */
  category: Category | null;
  /** A category was asked for that the journal does not have (an old or mistyped link). */
  unknownCategory: boolean;
}

/** `GET /api/categories`, everyone's to read. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return requestList('/api/categories', (c) => c.categoryListSchema, signal);
}

/**
 * The published posts, newest first, narrowed to one category when its slug is given, with the
 * categories to filter by. The journal does not page, so the narrowing is done here, on the
 * server. When the categories cannot be loaded, the whole journal still shows without its
 * filters; a category's page then fails as the journal would, with a way to try again.
 */
export async function getJournal(
  categorySlug: string | null,
  signal?: AbortSignal,
): Promise<Journal> {
  const [posts, allCategories] = await Promise.all([
    getPosts(signal),
    getCategories(signal).catch((error: unknown): Category[] => {
      if (categorySlug) throw error;
      return [];
    }),
  ]);
  const used = new Set(posts.flatMap((post) => post.categories));
  const categories = allCategories
    .filter((category) => used.has(category._id))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  if (!categorySlug) return { posts, categories, category: null, unknownCategory: false };
  const category = allCategories.find((candidate) => candidate.slug === categorySlug) ?? null;
  return {
    posts: category ? posts.filter((post) => post.categories.includes(category._id)) : [],
    categories,
    category,
    unknownCategory: !category,
  };
}

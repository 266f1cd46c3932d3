// Factories for posts and categories, written straight to the database.
import { categorySlug, type SeasonTag } from '@ministry/contracts';
import { CategoryModel } from '../categories/category.model.js';
import { PostModel } from './post.model.js';

let created = 0;

export async function createCategory(overrides: { name?: string } = {}) {
  created += 1;
  const name = overrides.name ?? `Category ${created}`;
  const category = await CategoryModel.create({ name, slug: categorySlug(name) });
  return { _id: category._id.toString(), name: category.name, slug: category.slug };
}

export async function createPost(overrides: {
  author: string;
  title?: string;
  slug?: string;
  published?: boolean;
  publishedAt?: Date | null;
  categories?: string[];
  seasons?: SeasonTag[];
}) {
  created += 1;
  const { published = true } = overrides;
  const post = await PostModel.create({
    title: `Post ${created}`,
    slug: `post-${created}`,
    excerpt: 'An excerpt',
    content: 'The content',
    categories: [],
    published,
    publishedAt: published ? new Date() : null,
    ...overrides,
  });
  return { _id: post._id.toString(), slug: post.slug, title: post.title };
}

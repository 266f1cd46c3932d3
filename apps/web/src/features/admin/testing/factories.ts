import { categorySlug, type Category, type Post, type PublicUser } from '@ministry/contracts';

let sequence = 0;
/** A fresh, valid ObjectId-shaped id. */
export const objectId = (): string => (++sequence).toString(16).padStart(24, '0');

export const buildUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  _id: objectId(),
  username: 'anna',
  email: 'anna@example.org',
  role: 'admin',
  ...overrides,
});

export const buildCategory = (overrides: Partial<Category> = {}): Category => {
  const name = overrides.name ?? 'Great Lent';
  return { _id: objectId(), name, slug: categorySlug(name), ...overrides };
};

export const buildPost = (overrides: Partial<Post> = {}): Post => ({
  _id: objectId(),
  title: 'On Prayer',
  slug: 'on-prayer',
  excerpt: 'Why we pray.',
  content: 'Pray without ceasing.',
  contentHtml: '<p>Pray without ceasing.</p>\n',
  categories: [],
  published: true,
  author: { _id: objectId(), username: 'anna' },
  ...overrides,
});

import {
  categorySlug,
  type AdminCollection,
  type AdminProduct,
  type CatalogueChange,
  type Category,
  type Pearl,
  type Post,
  type PublicUser,
} from '@ministry/contracts';

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

export const buildAdminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  _id: objectId(),
  name: 'The Jesus Prayer',
  slug: 'the-jesus-prayer',
  format: 'digital',
  description: 'A short *booklet*.',
  descriptionHtml: '<p>A short <em>booklet</em>.</p>\n',
  price: 4.5,
  stock: 0,
  featured: false,
  category: 'booklets',
  collections: [],
  reviews: [],
  archived: false,
  previousSlugs: [],
  ...overrides,
});

export const buildAdminCollection = (
  overrides: Partial<AdminCollection> = {},
): AdminCollection => ({
  _id: objectId(),
  name: 'Great Lent',
  slug: 'great-lent',
  products: [],
  ...overrides,
});

export const buildPearl = (overrides: Partial<Pearl> = {}): Pearl => ({
  _id: objectId(),
  title: 'On Stillness',
  body: 'Acquire the spirit of peace, and thousands around you will be saved.',
  book: 'St Seraphim of Sarov',
  ...overrides,
});

export const buildChange = (overrides: Partial<CatalogueChange> = {}): CatalogueChange => ({
  _id: objectId(),
  at: '2026-03-01T10:30:00.000Z',
  by: { _id: objectId(), username: 'anna' },
  action: 'update',
  entity: 'product',
  entityId: objectId(),
  label: 'The Jesus Prayer',
  fields: ['price'],
  ...overrides,
});

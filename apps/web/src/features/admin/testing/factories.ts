import {
  categorySlug,
  type AdminCollection,
  type AdminProduct,
  type CatalogueChange,
  type Category,
  type Donor,
  type GiftListItem,
  type InboxMessage,
  type OrderDetail,
  type OrderSummary,
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
  byline: 'The Ministry',
  ...overrides,
});

let orderNumber = 1041;
/** A fresh order number, `OR-1042` onwards. */
export const nextOrderNumber = (): string => `OR-${++orderNumber}`;

/** A paid order of one booklet, as the order list shows it. */
export const buildOrderSummary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  number: nextOrderNumber(),
  state: 'paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  customerEmail: 'reader@example.org',
  total: 4.5,
  itemCount: 1,
  products: ['Akathist'],
  toShip: false,
  needsAttention: false,
  ...overrides,
});

/**
 * A paid demo order of a booklet (digital, line 0) and two prayer ropes (physical, line 1), not
 * yet shipped, as the order page shows it.
 */
export const buildOrderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...buildOrderSummary({
    total: 28.5,
    itemCount: 3,
    products: ['Akathist', 'Prayer Rope'],
    toShip: true,
  }),
  status: 'paid',
  provider: 'demo',
  paymentId: 'demo_cs_123',
  shipping: {
    name: 'Anna Reader',
    address: {
      line1: '1 Church St',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
    },
  },
  lines: [
    {
      index: 0,
      productId: objectId(),
      name: 'Akathist',
      format: 'digital',
      unitPrice: 4.5,
      quantity: 1,
      lineTotal: 4.5,
      refund: 'none',
    },
    {
      index: 1,
      productId: objectId(),
      name: 'Prayer Rope',
      format: 'physical',
      unitPrice: 12,
      quantity: 2,
      lineTotal: 24,
      refund: 'none',
    },
  ],
  totals: { total: 28.5, refunded: 0, net: 28.5 },
  shipment: null,
  downloads: [
    {
      productId: objectId(),
      name: 'Akathist',
      downloadsLeft: 5,
      expiresAt: '2026-12-20T10:01:00.000Z',
      revoked: false,
    },
  ],
  refunds: [],
  attention: [],
  timeline: [
    { type: 'created', at: '2026-11-20T10:00:00.000Z', actor: { kind: 'buyer' } },
    { type: 'paid', at: '2026-11-20T10:01:00.000Z', actor: { kind: 'buyer' } },
    {
      type: 'email_sent',
      at: '2026-11-20T10:01:05.000Z',
      actor: { kind: 'system' },
      note: 'Order confirmation',
    },
  ],
  ...overrides,
});

/** An unread contact-form message. */
export const buildInboxMessage = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  _id: objectId(),
  name: 'Maria',
  email: 'maria@example.org',
  subject: 'A question about the Akathist',
  message: 'Is the booklet available in Greek?',
  status: 'unread',
  createdAt: '2026-11-21T08:30:00.000Z',
  mailed: true,
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
  status: 'live',
  noImage: false,
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

let receiptNumber = 1000;
export const buildGift = (overrides: Partial<GiftListItem> = {}): GiftListItem => ({
  receiptNumber: `G-${++receiptNumber}`,
  amount: 25,
  frequency: 'once',
  renewal: false,
  fund: null,
  name: null,
  feeCovered: null,
  tribute: null,
  prayerNames: null,
  forResource: null,
  paidAt: '2026-11-22T21:00:00.000Z',
  email: 'maria@example.org',
  anonymous: false,
  note: null,
  ...overrides,
});

export const buildDonor = (overrides: Partial<Donor> = {}): Donor => ({
  email: 'maria@example.org',
  name: 'Maria Ivanova',
  anonymous: false,
  yearCents: 4500,
  totalCents: 14500,
  giftCount: 3,
  monthly: { status: 'none', amountCents: null },
  lastGiftAt: '2026-02-01T12:00:00.000Z',
  receiptsSent: 3,
  ...overrides,
});

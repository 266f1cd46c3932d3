import type {
  CalendarDayPage,
  CalendarMonth,
  CartItem,
  ChurchDay,
  MailingList,
  Collection,
  Pearl,
  Post,
  Product,
  SeasonResources,
  ShippingTerms,
  SubscriptionPreferences,
} from '@ministry/contracts';
import { renderMarkdown } from '@ministry/markdown';

let counter = 0;

/** A fresh 24-hex id for each call. */
export const objectId = (): string => (++counter).toString(16).padStart(24, '0');

/** Products and posts carry the HTML the api renders when they are saved, from the same renderer. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? objectId();
  const description = overrides.description ?? 'The daily prayers of the Church.';
  return {
    descriptionHtml: renderMarkdown(description),
    _id: id,
    name: 'Morning Prayers',
    slug: `morning-prayers-${id.slice(-4)}`,
    format: 'digital',
    description,
    price: 12,
    imageUrl: '/images/products/morning-prayers.svg',
    stock: 10,
    category: 'prayers',
    stripePriceId: 'price_123',
    ...overrides,
  };
}

export function buildPearl(overrides: Partial<Pearl> = {}): Pearl {
  return {
    _id: objectId(),
    title: 'On Prayer',
    body: 'Pray without ceasing.',
    book: 'The Philokalia',
    ...overrides,
  };
}

export function buildPost(overrides: Partial<Post> = {}): Post {
  const id = overrides._id ?? objectId();
  const content = overrides.content ?? 'Lent begins with **forgiveness**.';
  return {
    contentHtml: renderMarkdown(content),
    _id: id,
    title: 'Beginning the Fast',
    slug: `beginning-the-fast-${id.slice(-4)}`,
    excerpt: 'A few words for the first week of Lent.',
    content,
    categories: [],
    published: true,
    publishedAt: '2025-03-03T09:00:00.000Z',
    author: { _id: objectId(), username: 'anna' },
    byline: 'The Ministry',
    ...overrides,
  };
}

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: objectId(),
    name: 'Morning Prayers',
    price: 12,
    selectedFormat: 'digital',
    priceId: 'price_123',
    quantity: 1,
    ...overrides,
  };
}

export function buildCollection(overrides: Partial<Collection> = {}): Collection {
  return { _id: objectId(), name: 'Great Lent', slug: 'great-lent', ...overrides };
}

/** The owner's shipping terms as `GET /payments/shipping` answers them: $5.00, free from $50. */
export function buildShippingTerms(overrides: Partial<ShippingTerms> = {}): ShippingTerms {
  return {
    currency: 'usd',
    flatRate: 5,
    freeFrom: 50,
    countries: [
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'Canada' },
    ],
    ...overrides,
  };
}

/** `GET /api/calendar/today`'s answer: a Wednesday after Pentecost unless told otherwise. */
export function buildChurchDay(overrides: Partial<ChurchDay> = {}): ChurchDay {
  return {
    date: '2027-09-29',
    calendar: 'new',
    churchDate: '2027-09-29',
    pascha: '2027-05-02',
    daysFromPascha: 150,
    season: { id: 'ordinary', name: 'After Pentecost', week: 15 },
    feasts: [],
    tradition: 'slavic',
    fast: {
      isFastDay: true,
      level: 'strict',
      reason: 'wednesday',
      rule: 'wednesday-friday',
      description: 'Wednesday',
    },
    tone: null,
    tags: ['ordinary'],
    ...overrides,
  };
}

/** `GET /api/calendar/days/:date`: the day with one saint and one reading, nothing tagged. */
export function buildCalendarDayPage(overrides: Partial<CalendarDayPage> = {}): CalendarDayPage {
  return {
    day: buildChurchDay(),
    commemorations: [{ name: 'Martyr Gregory of Nicomedia' }],
    readings: [
      {
        service: 'liturgy',
        kind: 'gospel',
        display: 'Luke 10:38–42',
        verses: [
          {
            book: 'Luke',
            chapter: 10,
            verse: 38,
            text: 'As they went on their way, he entered into a certain village.',
          },
        ],
      },
    ],
    products: [],
    posts: [],
    previous: '2027-09-28',
    next: '2027-09-30',
    ...overrides,
  };
}

/** `GET /api/calendar/months/:month`: the month's days, each a plain day unless told. */
export function buildCalendarMonth(overrides: Partial<CalendarMonth> = {}): CalendarMonth {
  const month = overrides.month ?? '2027-09';
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    return {
      date,
      churchDate: date,
      season: 'ordinary' as const,
      fast: 'No fast',
      feasts: [],
      commemoration: `Saint of day ${index + 1}`,
    };
  });
  return { month, calendar: 'new', previous: '2027-08', next: '2027-10', days, ...overrides };
}

/** `GET /api/calendar/season`: the day and nothing tagged for it unless told. */
export function buildSeasonResources(overrides: Partial<SeasonResources> = {}): SeasonResources {
  return { day: buildChurchDay(), products: [], posts: [], pearls: [], ...overrides };
}

/** The email list's public lists as the api seeds them: the journal, new resources, a series. */
export function buildMailingList(overrides: Partial<MailingList> = {}): MailingList {
  return { id: 'journal', name: 'The Journal', kind: 'journal', public: true, ...overrides };
}

export const buildMailingLists = (): MailingList[] => [
  buildMailingList(),
  buildMailingList({ id: 'new-resources', name: 'New resources', kind: 'new-resources' }),
  buildMailingList({
    id: 'great-lent',
    name: 'Great Lent, day by day',
    description: 'A short reading for each day of the Fast.',
    kind: 'series',
    anchor: 'clean-monday',
  }),
];

/** A confirmed subscriber's own page (`GET /api/subscriptions/:token`). */
export function buildSubscriptionPreferences(
  overrides: Partial<SubscriptionPreferences> = {},
): SubscriptionPreferences {
  return {
    email: 'anna@example.org',
    status: 'confirmed',
    lists: ['journal'],
    calendar: 'new',
    available: buildMailingLists(),
    ...overrides,
  };
}

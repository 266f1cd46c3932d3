import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  calendarDayArticleJsonLd,
  feastEventJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
  type ProductForJsonLd,
} from './json-ld.js';

const ORIGIN = 'https://orthodox-resources.example';

const absolute = z.string().regex(/^https:\/\/orthodox-resources\.example\//);

/** Every string under a key that holds an address, wherever it sits in the object. */
function addresses(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return /^(url|item|image|logo|urlTemplate|mainEntityOfPage|@id)$/.test(key) ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap((entry) => addresses(entry, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => addresses(v, k));
  }
  return [];
}

// What Google requires for each rich result (developers.google.com/search/docs/appearance/structured-data).
const productSnippetSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  offers: z.object({
    '@type': z.literal('Offer'),
    price: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]),
    priceCurrency: z.string().regex(/^[A-Z]{3}$/),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  }),
});

const articleSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Article'),
  headline: z.string().min(1).max(110),
  datePublished: z.iso.datetime({ offset: true }),
  author: z.object({ '@type': z.enum(['Person', 'Organization']), name: z.string().min(1) }),
});

const breadcrumbSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: absolute,
      }),
    )
    .min(1),
});

const paidBook: ProductForJsonLd = {
  _id: 'a'.repeat(24),
  name: 'Morning and Evening Prayers',
  slug: 'morning-and-evening-prayers',
  format: 'physical',
  price: 12.5,
  stock: 3,
  imageUrl: '/images/products/morning.svg',
  abstract: 'The Church’s morning and evening prayers in one small book.',
  description: 'Long **markdown** text.',
};

describe('productJsonLd', () => {
  it('has what a Product snippet needs: name, and an Offer with price, USD and availability', () => {
    const json = productJsonLd(paidBook, ORIGIN);

    expect(productSnippetSchema.safeParse(json).error).toBeUndefined();
    expect(json).toMatchObject({
      name: 'Morning and Evening Prayers',
      description: 'The Church’s morning and evening prayers in one small book.',
      url: `${ORIGIN}/product/morning-and-evening-prayers?format=physical`,
      image: `${ORIGIN}/images/products/morning.svg`,
      offers: {
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/morning-and-evening-prayers?format=physical`,
      },
    });
    expect(json).not.toHaveProperty('isAccessibleForFree');
  });

  it('is out of stock for a physical edition with none left, but a digital one never is', () => {
    const soldOut = productJsonLd({ ...paidBook, stock: 0 }, ORIGIN);
    const unknownStock = productJsonLd({ ...paidBook, stock: undefined }, ORIGIN);
    const digital = productJsonLd({ ...paidBook, format: 'digital', stock: 0 }, ORIGIN);

    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(unknownStock.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(digital.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('marks a free item as free, with a price of 0', () => {
    const json = productJsonLd({ ...paidBook, price: undefined, format: 'digital' }, ORIGIN);

    expect(json).toMatchObject({ isAccessibleForFree: true, offers: { price: '0.00' } });
    expect(productSnippetSchema.safeParse(json).success).toBe(true);
  });

  it('keeps an image address that is already absolute, and leaves out a video', () => {
    const cdn = productJsonLd({ ...paidBook, imageUrl: 'https://cdn.example.org/a.png' }, ORIGIN);
    const video = productJsonLd({ ...paidBook, imageUrl: '/media/candle.mp4' }, ORIGIN);

    expect(cdn).toMatchObject({ image: 'https://cdn.example.org/a.png' });
    expect(video).not.toHaveProperty('image');
  });
});

describe('articleJsonLd', () => {
  const post = {
    title: 'Keeping the Fast',
    slug: 'keeping-the-fast',
    excerpt: 'How a family keeps Great Lent.',
    publishedAt: '2026-03-01T08:00:00.000Z',
    createdAt: '2026-02-27T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    author: { _id: 'b'.repeat(24), username: 'john', displayName: 'Fr. John' },
  };

  it('has a headline, the date first published and the author', () => {
    const json = articleJsonLd(post, ORIGIN);

    expect(articleSchema.safeParse(json).error).toBeUndefined();
    expect(json).toMatchObject({
      headline: 'Keeping the Fast',
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-02T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Fr. John' },
      url: `${ORIGIN}/journey/keeping-the-fast`,
    });
  });

  it('names the ministry as author when the account is gone, and cuts a long headline', () => {
    const json = articleJsonLd({ ...post, author: null, title: 'Word '.repeat(40) }, ORIGIN);

    expect(articleSchema.safeParse(json).error).toBeUndefined();
    expect(json.author).toMatchObject({ '@type': 'Organization', name: 'Orthodox Resources' });
  });

  it('names the ministry, never the login name, when the author has no display name', () => {
    const json = articleJsonLd(
      { ...post, author: { _id: 'b'.repeat(24), username: 'admin' } },
      ORIGIN,
    );

    expect(json.author).toMatchObject({ '@type': 'Organization', name: 'Orthodox Resources' });
    expect(JSON.stringify(json)).not.toContain('admin');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail from 1 with names and absolute items', () => {
    const json = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Booklets', path: '/booklets' },
        { name: 'Psalter', path: '/product/psalter?format=digital' },
      ],
      `${ORIGIN}/`,
    );

    expect(breadcrumbSchema.safeParse(json).error).toBeUndefined();
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Booklets', item: `${ORIGIN}/booklets` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Psalter',
        item: `${ORIGIN}/product/psalter?format=digital`,
      },
    ]);
  });
});

describe('organizationJsonLd and websiteJsonLd', () => {
  it('point the site search at /search?q={search_term_string}', () => {
    expect(websiteJsonLd(ORIGIN)).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(organizationJsonLd(ORIGIN)).toMatchObject({
      '@type': 'Organization',
      name: 'Orthodox Resources',
      url: `${ORIGIN}/`,
    });
  });
});

describe('every builder', () => {
  it('gives only absolute addresses', () => {
    const all = [
      productJsonLd(paidBook, ORIGIN),
      articleJsonLd(
        {
          title: 't',
          slug: 's',
          excerpt: 'e',
          publishedAt: '2026-03-01T08:00:00.000Z',
          author: null,
        },
        ORIGIN,
        { image: '/images/share.png' },
      ),
      breadcrumbJsonLd([{ name: 'Home', path: '/' }], ORIGIN),
      organizationJsonLd(ORIGIN),
      websiteJsonLd(ORIGIN),
    ];

    const found = all.flatMap((json) => addresses(json));

    expect(found.length).toBeGreaterThan(10);
    for (const address of found) expect(absolute.safeParse(address).success, address).toBe(true);
  });
});

describe('feastEventJsonLd', () => {
  it('is a whole-day Event on the feast’s date, its page the address and the place', () => {
    const event = feastEventJsonLd(
      {
        name: 'Nativity of Christ',
        date: '2027-01-07',
        description: 'The Nativity of Christ on the Old Calendar.',
        path: '/calendar/2027-01-07?calendar=old',
      },
      ORIGIN,
    );

    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Nativity of Christ',
      startDate: '2027-01-07',
      endDate: '2027-01-07',
      url: `${ORIGIN}/calendar/2027-01-07?calendar=old`,
      location: { '@type': 'VirtualLocation', url: `${ORIGIN}/calendar/2027-01-07?calendar=old` },
    });
  });
});

describe('calendarDayArticleJsonLd', () => {
  const day = {
    headline: 'The Meeting of the Lord · 2 February 2031 (New Calendar)',
    description: 'Fast-free week. No fast. Readings: Hebrews 7:7–17; Luke 2:22–40.',
    path: '/calendar/2031-02-02',
    commemorations: ['The Meeting of the Lord', 'Saint Jordan of Trebizond'],
  };

  it('is an Article of the ministry about the day’s commemorations, its page the address', () => {
    const article = calendarDayArticleJsonLd(day, ORIGIN);

    expect(article).toMatchObject({
      '@type': 'Article',
      headline: day.headline,
      url: `${ORIGIN}/calendar/2031-02-02`,
      mainEntityOfPage: `${ORIGIN}/calendar/2031-02-02`,
      author: { '@type': 'Organization', name: 'Orthodox Resources' },
      publisher: { '@type': 'Organization', name: 'Orthodox Resources' },
      about: [
        { '@type': 'Thing', name: 'The Meeting of the Lord' },
        { '@type': 'Thing', name: 'Saint Jordan of Trebizond' },
      ],
    });
    expect(addresses(article).every((address) => absolute.safeParse(address).success)).toBe(true);
  });

  it('claims no publication date, and names nothing it is about on a day without one', () => {
    const article = calendarDayArticleJsonLd({ ...day, commemorations: [] }, ORIGIN);

    expect(article).not.toHaveProperty('datePublished');
    expect(article).not.toHaveProperty('about');
  });
});

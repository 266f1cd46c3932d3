import { buildProduct } from '@/testing/factories';
import {
  formatTitlePrice,
  groupTitles,
  isFreeTitle,
  titleFormats,
  titleHref,
  titlePriceRange,
} from './titles';

describe('groupTitles', () => {
  it('makes one title of the two formats of a slug, digital first, where the title first appears', () => {
    const printed = buildProduct({ slug: 'morning-prayers', format: 'physical', price: 9.99 });
    const other = buildProduct({ slug: 'akathist' });
    const digital = buildProduct({ slug: 'morning-prayers', format: 'digital', price: 4.99 });

    const titles = groupTitles([printed, other, digital]);

    expect(titles.map((title) => title.slug)).toEqual(['morning-prayers', 'akathist']);
    expect(titles[0]?.editions).toEqual([digital, printed]);
    expect(titles[0]?.lead).toBe(digital);
  });

  it('keeps a title with one format as it is', () => {
    const printed = buildProduct({ slug: 'icon-card', format: 'physical' });
    expect(groupTitles([printed])).toEqual([
      { slug: 'icon-card', lead: printed, editions: [printed] },
    ]);
  });
});

describe('a title card', () => {
  const title = (...editions: Parameters<typeof buildProduct>[0][]) =>
    groupTitles(editions.map((edition) => buildProduct({ slug: 'psalter', ...edition })))[0]!;

  it('shows one price when the editions cost the same, a range when they do not', () => {
    expect(formatTitlePrice(titlePriceRange(title({ price: 5 }))!)).toBe('$5.00');
    const both = title({ format: 'digital', price: 4.99 }, { format: 'physical', price: 9.99 });
    expect(formatTitlePrice(titlePriceRange(both)!)).toBe('$4.99 – $9.99');
    const freeDigital = title({ format: 'digital', price: 0 }, { format: 'physical', price: 3 });
    expect(formatTitlePrice(titlePriceRange(freeDigital)!)).toBe('Free – $3.00');
  });

  it('has no price when no edition names one, and is free when none costs anything', () => {
    const unpriced = title({ price: undefined });
    expect(titlePriceRange(unpriced)).toBeUndefined();
    expect(isFreeTitle(unpriced)).toBe(true);
    expect(
      isFreeTitle(title({ format: 'digital', price: 0 }, { format: 'physical', price: 2 })),
    ).toBe(false);
  });

  it('links to the page in the one format, or without a format when there are two', () => {
    expect(titleHref(title({ format: 'physical' }))).toBe('/product/psalter?format=physical');
    const both = title({ format: 'physical' }, { format: 'digital' });
    expect(titleHref(both)).toBe('/product/psalter');
    expect(titleFormats(both)).toBe('Digital or Physical');
  });
});

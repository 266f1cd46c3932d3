import { buildProduct } from '@/testing/factories';
import { arrangeStore, readStoreQuery } from './store-query';

const names = (titles: ReturnType<typeof arrangeStore>) => titles.map((title) => title.lead.name);

describe('readStoreQuery', () => {
  it('reads the sort and filters from the address', () => {
    expect(
      readStoreQuery(new URLSearchParams('sort=price-desc&format=physical&free=true')),
    ).toEqual({ sort: 'price-desc', format: 'physical', free: true });
  });

  it('leaves out values it does not know, so an odd link still shows the store', () => {
    expect(readStoreQuery(new URLSearchParams('sort=cheapest&format=vinyl&free=yes'))).toEqual({
      sort: 'newest',
      free: false,
    });
    expect(readStoreQuery(new URLSearchParams('sort=toString'))).toEqual({
      sort: 'newest',
      free: false,
    });
  });
});

describe('arrangeStore', () => {
  const psalterDigital = buildProduct({ name: 'Psalter', slug: 'psalter', price: 6 });
  const akathist = buildProduct({ name: 'akathist', slug: 'akathist', price: 12 });
  const card = buildProduct({ name: 'Icon Card', slug: 'card', format: 'physical', price: 0 });
  const psalterPrinted = buildProduct({
    name: 'Psalter',
    slug: 'psalter',
    format: 'physical',
    price: 15,
  });
  const products = [psalterDigital, akathist, card, psalterPrinted];

  it('keeps the api’s newest-first order by default, one card per title', () => {
    expect(names(arrangeStore(products, { sort: 'newest', free: false }))).toEqual([
      'Psalter',
      'akathist',
      'Icon Card',
    ]);
  });

  it('sorts by name regardless of case, and by the lowest price either way', () => {
    expect(names(arrangeStore(products, { sort: 'name', free: false }))).toEqual([
      'akathist',
      'Icon Card',
      'Psalter',
    ]);
    expect(names(arrangeStore(products, { sort: 'price-asc', free: false }))).toEqual([
      'Icon Card',
      'Psalter',
      'akathist',
    ]);
    expect(names(arrangeStore(products, { sort: 'price-desc', free: false }))).toEqual([
      'akathist',
      'Psalter',
      'Icon Card',
    ]);
  });

  it('filters editions by format, so the card keeps only the edition asked for', () => {
    const physical = arrangeStore(products, { sort: 'newest', format: 'physical', free: false });
    expect(names(physical)).toEqual(['Icon Card', 'Psalter']);
    expect(physical[1]?.editions).toEqual([psalterPrinted]);
  });

  it('keeps only what costs nothing when asked for free titles', () => {
    expect(names(arrangeStore(products, { sort: 'newest', free: true }))).toEqual(['Icon Card']);
  });
});

import { buildPearl } from '@/testing/factories';
import { matchesSearch, selectFeaturedPearl } from './select-featured-pearl';

const a = buildPearl({ title: 'Alpha' });
const b = buildPearl({ title: 'Beta' });
const c = buildPearl({ title: 'Gamma' });
const pearls = [a, b, c];

describe('selectFeaturedPearl', () => {
  it('prefers the pearl passed in navigation state', () => {
    expect(selectFeaturedPearl(pearls, { stateId: c._id, routeId: b._id, random: 0 })).toBe(c);
  });

  it('takes the pearl the address names when there is no state', () => {
    expect(selectFeaturedPearl(pearls, { routeId: b._id, random: 0 })).toBe(b);
  });

  it('falls back to the first when the id is not found', () => {
    expect(selectFeaturedPearl(pearls, { stateId: 'x', routeId: 'unknown', random: 0.9 })).toBe(a);
  });

  it('picks at random when the address names no pearl', () => {
    expect(selectFeaturedPearl(pearls, { random: 0.7 })).toBe(c);
    expect(selectFeaturedPearl(pearls, { random: 0.1 })).toBe(a);
  });

  it('has nothing to feature in an empty list', () => {
    expect(selectFeaturedPearl([], { routeId: a._id, random: 0 })).toBeUndefined();
  });
});

describe('matchesSearch', () => {
  it('matches the title or the book, ignoring case', () => {
    const pearl = buildPearl({ title: 'On Humility', book: 'The Ladder' });
    expect(matchesSearch(pearl, 'HUMIL')).toBe(true);
    expect(matchesSearch(pearl, 'ladder')).toBe(true);
    expect(matchesSearch(pearl, 'prayer')).toBe(false);
    expect(matchesSearch(buildPearl({ book: undefined, title: 'x' }), 'ladder')).toBe(false);
  });
});

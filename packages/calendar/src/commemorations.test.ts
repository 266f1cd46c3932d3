import { describe, expect, it } from 'vitest';
import { feastRanks, type Feast } from '@ministry/contracts';
import { addDays, churchDay, rankCommemorations, type CivilDate } from './index.js';

const idsOn = (date: string, calendar: 'new' | 'old') =>
  churchDay(date, { calendar }).feasts.map(({ id }) => id);

/** The movable day first, as the feasts were listed before they were ranked. */
const asListed = (date: CivilDate, calendar: 'new' | 'old'): Feast[] => {
  const { feasts } = churchDay(date, { calendar });
  const movable = feasts.filter(({ rank }) => rank === 'commemoration');
  return [...movable, ...feasts.filter((feast) => !movable.includes(feast))];
};

describe('the day’s commemorations, ranked', () => {
  it('names the Meeting first when it falls on the Sunday of the Publican (2031, New)', () => {
    expect(idsOn('2031-02-02', 'new')).toEqual(['meeting', 'publican-pharisee']);
  });

  it('names the Annunciation first on Holy Saturday (2029, Old, 7 April civil)', () => {
    expect(idsOn('2029-04-07', 'old')).toEqual(['annunciation', 'holy-saturday']);
  });

  it('puts another great feast above a Sunday of the year', () => {
    // All Saints (P+56) and the Nativity of the Forerunner, 24 June 2035 (New; Pascha 29 April).
    expect(idsOn('2035-06-24', 'new')).toEqual(['nativity-forerunner', 'all-saints']);
  });

  it('ranks 74 days of 1900–2099 (both calendars) that once named a lesser commemoration first', () => {
    const order = (feast: Feast) => feastRanks.indexOf(feast.rank);
    let reordered = 0;
    for (let date = { year: 1900, month: 1, day: 1 }; date.year < 2100; date = addDays(date, 1)) {
      for (const calendar of ['new', 'old'] as const) {
        const listed = asListed(date, calendar);
        const [first] = listed;
        if (!first || !listed.some((feast) => order(feast) < order(first))) continue;
        reordered += 1;
        const ranked = churchDay(date, { calendar }).feasts;
        expect(order(ranked[0] ?? first)).toBe(Math.min(...listed.map(order)));
      }
    }
    expect(reordered).toBe(74);
  });

  it('keeps the order of commemorations of one rank', () => {
    const feasts: Feast[] = [
      { id: 'holy-saturday', name: 'a', rank: 'commemoration' },
      { id: 'pascha', name: 'b', rank: 'polyeleos' },
      { id: 'annunciation', name: 'c', rank: 'vigil' },
      { id: 'clean-monday', name: 'd', rank: 'commemoration' },
    ];
    expect(rankCommemorations(feasts).map(({ name }) => name)).toEqual(['c', 'b', 'a', 'd']);
  });
});

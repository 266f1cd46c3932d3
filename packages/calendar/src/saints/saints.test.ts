import { describe, expect, it } from 'vitest';
import { commemorationsByDate } from './data.js';
import { descriptions } from './descriptions.js';
import { saintDates, saintRanks, saintsFor, type SaintRank } from './saints.js';

const rankOrder = (rank: SaintRank | undefined) =>
  rank ? saintRanks.indexOf(rank) : saintRanks.length;

const principal = (month: number, day: number) => saintsFor(month, day)[0];

describe('saintsFor', () => {
  it('has at least one commemoration on every day of the year, 29 February included', () => {
    const leapYear = Date.UTC(2024, 0, 1);
    for (let n = 0; n < 366; n++) {
      const date = new Date(leapYear + n * 86_400_000);
      const saints = saintsFor(date.getUTCMonth() + 1, date.getUTCDate());
      expect(saints.length, date.toISOString()).toBeGreaterThan(0);
      expect(saints[0]?.name.trim()).not.toBe('');
    }
    expect(saintDates()).toHaveLength(366);
    expect(principal(2, 29)?.name).toMatch(/John Cassian/);
  });

  it('gives the nine fixed great feasts of the Twelve the rank great, first on their day', () => {
    const greatFeasts: [number, number, RegExp][] = [
      [9, 8, /Nativity of the Most-Holy Theotokos/],
      [9, 14, /Exaltation/],
      [11, 21, /Entry of the Most-Holy Theotokos/],
      [12, 25, /Nativity of Christ/],
      [1, 6, /Theophany/],
      [2, 2, /Meeting/],
      [3, 25, /Annunciation/],
      [8, 6, /Transfiguration/],
      [8, 15, /Dormition/],
    ];
    for (const [month, day, name] of greatFeasts) {
      expect(principal(month, day)).toMatchObject({
        name: expect.stringMatching(name),
        rank: 'great',
      });
    }
    const great = saintDates().filter((key) => commemorationsByDate[key]?.[0]?.rank === 'great');
    expect(great).toHaveLength(greatFeasts.length);
  });

  it('ranks the other great feasts below them, and the principal saints as the Typikon does', () => {
    expect(principal(1, 1)).toMatchObject({
      name: expect.stringMatching(/Circumcision/),
      rank: 'major',
    });
    expect(principal(6, 24)).toMatchObject({
      name: expect.stringMatching(/Nativity of St John/),
      rank: 'major',
    });
    expect(principal(6, 29)).toMatchObject({
      name: expect.stringMatching(/Peter and Paul/),
      rank: 'major',
    });
    expect(principal(8, 29)).toMatchObject({
      name: expect.stringMatching(/Beheading/),
      rank: 'major',
    });
    expect(principal(12, 6)).toMatchObject({
      name: expect.stringMatching(/Nicholas/),
      rank: 'vigil',
    });
    expect(principal(4, 23)).toMatchObject({
      name: expect.stringMatching(/George/),
      rank: 'vigil',
    });
    expect(principal(1, 30)).toMatchObject({
      name: expect.stringMatching(/Hierarchs/),
      rank: 'vigil',
    });
    expect(principal(11, 30)).toMatchObject({
      name: expect.stringMatching(/Andrew/),
      rank: 'polyeleos',
    });
    expect(principal(11, 16)).toMatchObject({
      name: expect.stringMatching(/Matthew/),
      rank: 'polyeleos',
    });
  });

  it('keeps the Protection with a vigil, as in Slavic usage', () => {
    expect(principal(10, 1)).toMatchObject({
      name: expect.stringMatching(/Protection/),
      rank: 'vigil',
      tradition: 'slavic',
    });
  });

  it('puts a ranked saint before a forefeast or a leave-taking without rank', () => {
    expect(principal(1, 2)?.name).toMatch(/Seraphim of Sarov/);
    expect(principal(8, 13)?.name).toMatch(/Tikhon of Zadonsk/);
    expect(saintsFor(8, 13).map(({ name }) => name)).toContain('Leavetaking of Transfiguration');
  });

  it('orders every day highest rank first', () => {
    for (const key of saintDates()) {
      const ranks = (commemorationsByDate[key] ?? []).map(({ rank }) => rankOrder(rank));
      expect(ranks, key).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('holds only valid dates, valid ranks and no commemoration twice on a day', () => {
    for (const key of saintDates()) {
      const [month = 0, day = 0] = key.split('-').map(Number);
      const date = new Date(Date.UTC(2024, month - 1, day));
      expect(date.getUTCMonth() + 1, key).toBe(month);
      const entries = commemorationsByDate[key] ?? [];
      for (const { rank } of entries) if (rank) expect(saintRanks, key).toContain(rank);
      const names = entries.map(({ name }) => name.toLowerCase());
      expect(new Set(names).size, key).toBe(names.length);
    }
  });

  it('describes the principal feasts in one line, each line finding its commemoration', () => {
    for (const [key, { of, text }] of Object.entries(descriptions)) {
      const [month = 0, day = 0] = key.split('-').map(Number);
      const described = saintsFor(month, day).filter((saint) => saint.description === text);
      expect(described, `${key} ${of}`).toHaveLength(1);
      expect(text).not.toMatch(/\n/);
    }
    expect(principal(12, 6)?.description).toMatch(/Myra/);
    expect(principal(8, 15)?.description).toMatch(/falling asleep/);
  });

  it('answers a copy, so a caller cannot change the table', () => {
    const first = saintsFor(12, 6);
    first[0]!.name = 'changed';
    expect(principal(12, 6)?.name).toMatch(/Nicholas/);
  });

  it('refuses a day that does not exist', () => {
    expect(() => saintsFor(2, 30)).toThrow(RangeError);
    expect(() => saintsFor(13, 1)).toThrow(RangeError);
  });
});

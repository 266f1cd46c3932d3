import { describe, expect, it } from 'vitest';
import { feastIds } from '@ministry/contracts';
import { feastsOfYear, fixedFeasts, formatCivilDate, movableFeasts } from './index.js';
import type { ChurchCalendar } from '@ministry/contracts';

const datesOf = (year: number, calendar: ChurchCalendar) =>
  Object.fromEntries(
    feastsOfYear(year, calendar).map(({ id, date }) => [id, formatCivilDate(date)]),
  );

const movableIds = movableFeasts.map(({ id }) => id);
const movableDatesOf = (year: number, calendar: ChurchCalendar) =>
  Object.fromEntries(
    Object.entries(datesOf(year, calendar)).filter(([id]) => movableIds.includes(id as never)),
  );

// The movable cycle as parish calendars print it; the same civil days on both calendars.
const movableCycles = {
  // Pascha in May on the civil calendar.
  2024: {
    'publican-pharisee': '2024-02-25',
    'prodigal-son': '2024-03-03',
    'meatfare-sunday': '2024-03-10',
    'cheesefare-sunday': '2024-03-17',
    'clean-monday': '2024-03-18',
    'lazarus-saturday': '2024-04-27',
    'palm-sunday': '2024-04-28',
    'holy-thursday': '2024-05-02',
    'holy-friday': '2024-05-03',
    'holy-saturday': '2024-05-04',
    pascha: '2024-05-05',
    'thomas-sunday': '2024-05-12',
    'mid-pentecost': '2024-05-29',
    ascension: '2024-06-13',
    pentecost: '2024-06-23',
    'all-saints': '2024-06-30',
  },
  2025: {
    'publican-pharisee': '2025-02-09',
    'prodigal-son': '2025-02-16',
    'meatfare-sunday': '2025-02-23',
    'cheesefare-sunday': '2025-03-02',
    'clean-monday': '2025-03-03',
    'lazarus-saturday': '2025-04-12',
    'palm-sunday': '2025-04-13',
    'holy-thursday': '2025-04-17',
    'holy-friday': '2025-04-18',
    'holy-saturday': '2025-04-19',
    pascha: '2025-04-20',
    'thomas-sunday': '2025-04-27',
    'mid-pentecost': '2025-05-14',
    ascension: '2025-05-29',
    pentecost: '2025-06-08',
    'all-saints': '2025-06-15',
  },
  2026: {
    'publican-pharisee': '2026-02-01',
    'prodigal-son': '2026-02-08',
    'meatfare-sunday': '2026-02-15',
    'cheesefare-sunday': '2026-02-22',
    'clean-monday': '2026-02-23',
    'lazarus-saturday': '2026-04-04',
    'palm-sunday': '2026-04-05',
    'holy-thursday': '2026-04-09',
    'holy-friday': '2026-04-10',
    'holy-saturday': '2026-04-11',
    pascha: '2026-04-12',
    'thomas-sunday': '2026-04-19',
    'mid-pentecost': '2026-05-06',
    ascension: '2026-05-21',
    pentecost: '2026-05-31',
    'all-saints': '2026-06-07',
  },
};

describe('the movable cycle', () => {
  it.each(Object.entries(movableCycles))(
    'falls on the printed days in %s, on both calendars',
    (year, expected) => {
      expect(movableDatesOf(Number(year), 'new')).toEqual(expected);
      expect(movableDatesOf(Number(year), 'old')).toEqual(expected);
    },
  );
});

describe('the fixed feasts', () => {
  it('fall on their civil date on the New Calendar', () => {
    expect(datesOf(2025, 'new')).toMatchObject({
      circumcision: '2025-01-01',
      'theophany-eve': '2025-01-05',
      theophany: '2025-01-06',
      meeting: '2025-02-02',
      annunciation: '2025-03-25',
      'nativity-forerunner': '2025-06-24',
      'peter-paul': '2025-06-29',
      transfiguration: '2025-08-06',
      dormition: '2025-08-15',
      'beheading-forerunner': '2025-08-29',
      'nativity-theotokos': '2025-09-08',
      'exaltation-cross': '2025-09-14',
      'protection-theotokos': '2025-10-01',
      'entry-theotokos': '2025-11-21',
      'nativity-eve': '2025-12-24',
      nativity: '2025-12-25',
    });
  });

  it('fall 13 days later on the Old Calendar, the Nativity in January', () => {
    expect(datesOf(2025, 'old')).toMatchObject({
      'nativity-eve': '2025-01-06',
      nativity: '2025-01-07',
      circumcision: '2025-01-14',
      'theophany-eve': '2025-01-18',
      theophany: '2025-01-19',
      meeting: '2025-02-15',
      annunciation: '2025-04-07',
      'nativity-forerunner': '2025-07-07',
      'peter-paul': '2025-07-12',
      transfiguration: '2025-08-19',
      dormition: '2025-08-28',
      'beheading-forerunner': '2025-09-11',
      'nativity-theotokos': '2025-09-21',
      'exaltation-cross': '2025-09-27',
      'protection-theotokos': '2025-10-14',
      'entry-theotokos': '2025-12-04',
    });
  });

  it('list each feast once a year, in date order', () => {
    for (const calendar of ['new', 'old'] as const) {
      const feasts = feastsOfYear(2025, calendar);
      expect(feasts.map(({ id }) => id).sort()).toEqual([...feastIds].sort());
      const dates = feasts.map(({ date }) => formatCivilDate(date));
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('move a day later on the Old Calendar once the Julian calendar gains 29 February 2100', () => {
    expect(datesOf(2100, 'old').nativity).toBe('2100-01-07');
    expect(datesOf(2101, 'old').nativity).toBe('2101-01-08');
  });

  it('cover every feast id of the contracts exactly once', () => {
    expect([...movableIds, ...fixedFeasts.map(({ id }) => id)].sort()).toEqual(
      [...feastIds].sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { churchDaySchema, type ChurchCalendar } from '@ministry/contracts';
import { addDays, churchDay, formatCivilDate, isSeasonActive, parseCivilDate } from './index.js';

const day = (date: string, calendar: ChurchCalendar = 'new') =>
  churchDaySchema.parse(churchDay(date, { calendar }));

/** The season of each day from one date to another, inclusive. */
const seasonsBetween = (from: string, to: string, calendar: ChurchCalendar) => {
  const seasons: string[] = [];
  for (let date = from; date <= to; date = formatCivilDate(addDays(parseCivilDate(date), 1))) {
    seasons.push(day(date, calendar).season.id);
  }
  return seasons;
};

describe('churchDay in Great Lent', () => {
  it('numbers the days of Great Lent from Clean Monday, a strict fast', () => {
    const friday = day('2024-03-29');
    expect(friday.season).toEqual({ id: 'great-lent', name: 'Great Lent', day: 12 });
    expect(friday.daysFromPascha).toBe(-37);
    expect(friday.pascha).toBe('2024-05-05');
    expect(friday.fast).toMatchObject({
      isFastDay: true,
      level: 'strict',
      reason: 'fasting-season',
    });

    const cleanMonday = day('2024-03-18');
    expect(cleanMonday.season.day).toBe(1);
    expect(cleanMonday.feasts.map(({ id }) => id)).toEqual(['clean-monday']);
  });

  it('is the same day of Lent on the Old Calendar, with the Julian date beside it', () => {
    const friday = day('2024-03-29', 'old');
    expect(friday.season).toEqual({ id: 'great-lent', name: 'Great Lent', day: 12 });
    expect(friday.churchDate).toBe('2024-03-16');
  });

  it('allows fish on the Annunciation and Palm Sunday', () => {
    const annunciation = day('2025-03-25');
    expect(annunciation.feasts.map(({ id }) => id)).toEqual(['annunciation']);
    expect(annunciation.fast).toMatchObject({ isFastDay: true, level: 'fish' });
    expect(day('2025-04-13').fast.level).toBe('fish');
  });

  it('keeps Great and Holy Friday as a day of total abstention in Holy Week', () => {
    const friday = day('2025-04-18');
    expect(friday.season).toMatchObject({ id: 'holy-week', day: 6 });
    expect(friday.fast).toMatchObject({ level: 'total', reason: 'strict-fast-day' });
  });

  it('runs Great Lent from day 1 to day 41 without a gap', () => {
    const days = Array.from(
      { length: 41 },
      (_, index) => day(formatCivilDate(addDays({ year: 2026, month: 2, day: 23 }, index))).season,
    );
    expect(days.map(({ id, day: number }) => `${id} ${number}`)).toEqual(
      Array.from({ length: 41 }, (_, index) => `great-lent ${index + 1}`),
    );
    expect(day('2026-04-04').feasts.map(({ id }) => id)).toEqual(['lazarus-saturday']);
  });
});

describe('churchDay at Pascha', () => {
  it('keeps Pascha as the first day of Bright Week', () => {
    const pascha = day('2025-04-20');
    expect(pascha.season).toEqual({ id: 'bright-week', name: 'Bright Week', day: 1 });
    expect(pascha.feasts.map(({ id }) => id)).toEqual(['pascha']);
    expect(pascha.tags).toEqual(['bright-week', 'pascha']);
  });

  it('does not fast on the Wednesday of Bright Week', () => {
    const wednesday = day('2024-05-08');
    expect(wednesday.season).toMatchObject({ id: 'bright-week', day: 4 });
    expect(wednesday.fast).toEqual({
      isFastDay: false,
      level: 'none',
      reason: 'fast-free-period',
      rule: 'bright-week',
      description: 'Bright Week: no fast, even on Wednesday and Friday',
    });
  });

  it('fasts again on Wednesdays of the Paschal season after Thomas Sunday', () => {
    const wednesday = day('2024-05-15');
    expect(wednesday.season.id).toBe('paschal-season');
    expect(wednesday.fast).toMatchObject({ isFastDay: true, reason: 'wednesday' });
  });
});

describe('churchDay after Pentecost', () => {
  // Weeks and Sundays as Holy Trinity (Moscow Patriarchate) and orthochristian.com print them.
  it('counts the weeks after Pentecost on both calendars, Trinity week the first', () => {
    for (const calendar of ['new', 'old'] as const) {
      expect(day('2021-09-24', calendar).season).toEqual({
        id: 'ordinary',
        name: 'After Pentecost',
        week: 14,
      });
      expect(day('2023-11-01', calendar).season.week).toBe(22);
    }
  });

  it('closes the Nth week with the Nth Sunday after Pentecost', () => {
    expect(day('2025-10-12', 'old').season.week).toBe(18);
    expect(day('2025-10-13', 'old').season.week).toBe(19);
    // In 2024 the Sunday of All Saints (the first after Pentecost) was 30 June.
    expect(day('2024-07-01', 'new').season.week).toBe(2);
    expect(day('2024-07-07', 'new').season.week).toBe(2);
    expect(day('2024-07-08', 'new').season.week).toBe(3);
  });

  it('counts on after Theophany from the previous year’s Pentecost', () => {
    // The Sunday after Theophany in 2022: the 31st Sunday after Pentecost.
    expect(day('2022-01-23', 'old').season).toEqual({
      id: 'ordinary',
      name: 'After Pentecost',
      week: 31,
    });
    expect(day('2022-01-23', 'new').season.week).toBe(31);
    // Theophany itself, the day after the Twelve Days on each calendar.
    // Theophany on a Tuesday: the 30th Sunday after Pentecost was two days before.
    expect(day('2026-01-06', 'new')).toMatchObject({
      season: { id: 'ordinary', week: 31 },
      feasts: [{ id: 'theophany' }],
    });
    expect(day('2026-01-19', 'old')).toMatchObject({
      season: { id: 'ordinary', week: 33 },
      feasts: [{ id: 'theophany' }],
    });
  });

  it('leaves the week out in January of the first year it answers for', () => {
    expect(day('1583-01-20').season).toEqual({ id: 'ordinary', name: 'After Pentecost' });
  });

  it('fasts on Wednesday and Friday, not on Thursday', () => {
    const wednesday = day('2025-10-15');
    expect(wednesday.season).toMatchObject({ id: 'ordinary', name: 'After Pentecost' });
    expect(wednesday.fast).toMatchObject({ isFastDay: true, level: 'strict', reason: 'wednesday' });
    expect(day('2025-10-17').fast).toMatchObject({ isFastDay: true, reason: 'friday' });
    expect(day('2025-10-16').fast).toMatchObject({ isFastDay: false, reason: 'no-fast' });
  });

  it('relaxes a Wednesday to fish for a great feast', () => {
    const meeting = day('2022-02-02');
    expect(meeting.feasts.map(({ id }) => id)).toEqual(['meeting']);
    expect(meeting.fast).toMatchObject({ level: 'fish', reason: 'wednesday' });
  });

  it('keeps the Exaltation of the Cross as a fast with wine and oil, even on a Sunday', () => {
    expect(day('2025-09-14').fast).toMatchObject({ level: 'wine-oil', reason: 'strict-fast-day' });
  });
});

describe('churchDay in the fast-free weeks', () => {
  it('does not fast on the Wednesday after the Publican and the Pharisee', () => {
    expect(day('2025-02-12').fast).toMatchObject({ isFastDay: false, reason: 'fast-free-period' });
  });

  it('allows dairy but no meat in Cheesefare week, Wednesday too', () => {
    const wednesday = day('2025-02-26');
    expect(wednesday.season.id).toBe('triodion');
    expect(wednesday.fast).toMatchObject({
      isFastDay: true,
      level: 'dairy',
      reason: 'cheesefare-week',
    });
  });

  it('does not fast in Trinity week', () => {
    const wednesday = day('2025-06-11');
    expect(wednesday.season.id).toBe('pentecost-season');
    expect(wednesday.fast).toMatchObject({ isFastDay: false, reason: 'fast-free-period' });
  });

  it('does not fast in the Twelve Days, and fasts strictly on the Eve of Theophany', () => {
    const wednesday = day('2025-12-31');
    expect(wednesday.season.id).toBe('twelve-days');
    expect(wednesday.fast).toMatchObject({ isFastDay: false, reason: 'fast-free-period' });
    const eve = day('2026-01-05');
    expect(eve.season).toMatchObject({ id: 'twelve-days', day: 12 });
    expect(eve.fast).toMatchObject({ level: 'strict', reason: 'strict-fast-day' });
  });
});

describe('churchDay in the Nativity Fast', () => {
  it('begins on 15 November on the New Calendar, with fish on a Tuesday', () => {
    expect(day('2026-11-14').season.id).toBe('ordinary');
    expect(day('2026-11-15').season).toEqual({
      id: 'nativity-fast',
      name: 'Nativity Fast',
      day: 1,
    });
    const tuesday = day('2026-11-17');
    expect(tuesday.season).toMatchObject({ id: 'nativity-fast', day: 3 });
    expect(tuesday.fast).toMatchObject({
      isFastDay: true,
      level: 'fish',
      reason: 'fasting-season',
    });
  });

  it('begins 13 days later on the Old Calendar, 28 November civil', () => {
    expect(day('2026-11-17', 'old').season.id).toBe('ordinary');
    expect(day('2026-11-17', 'old').fast.isFastDay).toBe(false);
    expect(day('2026-11-27', 'old').season.id).toBe('ordinary');
    expect(day('2026-11-28', 'old')).toMatchObject({
      churchDate: '2026-11-15',
      season: { id: 'nativity-fast', day: 1 },
    });
  });

  it('runs over the civil New Year on the Old Calendar to the Nativity on 7 January', () => {
    const eve = day('2027-01-06', 'old');
    expect(eve.season).toMatchObject({ id: 'nativity-fast', day: 40 });
    expect(eve.fast).toMatchObject({ level: 'strict', reason: 'strict-fast-day' });
    const nativity = day('2027-01-07', 'old');
    expect(nativity.season).toMatchObject({ id: 'twelve-days', day: 1 });
    expect(nativity.feasts.map(({ id }) => id)).toEqual(['nativity']);
    expect(nativity.fast.isFastDay).toBe(false);
    expect(day('2025-12-25', 'new').feasts.map(({ id }) => id)).toEqual(['nativity']);
  });
});

describe("churchDay in the Apostles' and Dormition Fasts", () => {
  it("keeps the Apostles' Fast from the Monday after All Saints to 28 June", () => {
    expect(day('2025-06-15').season.id).toBe('pentecost-season');
    expect(day('2025-06-16').season).toMatchObject({ id: 'apostles-fast', day: 1 });
    expect(day('2025-06-28').season).toMatchObject({ id: 'apostles-fast', day: 13 });
    expect(day('2025-06-29').season.id).toBe('ordinary');
    expect(day('2025-06-29').feasts.map(({ id }) => id)).toEqual(['peter-paul']);
  });

  it('ends it on 11 July civil on the Old Calendar', () => {
    expect(day('2025-07-11', 'old').season).toMatchObject({ id: 'apostles-fast', day: 26 });
    expect(day('2025-07-12', 'old').season.id).toBe('ordinary');
    expect(day('2025-07-12', 'old').feasts.map(({ id }) => id)).toEqual(['peter-paul']);
  });

  it('leaves no Apostles Fast on the New Calendar after a late Pascha, as in 2024', () => {
    expect(seasonsBetween('2024-06-24', '2024-07-12', 'new')).not.toContain('apostles-fast');
    // Old Calendar: 1 to 11 July civil, then the feast of Sts Peter and Paul.
    expect(seasonsBetween('2024-07-01', '2024-07-12', 'old')).toEqual([
      ...Array<string>(11).fill('apostles-fast'),
      'ordinary',
    ]);
  });

  it('keeps the Dormition Fast strictly, with fish on the Transfiguration', () => {
    expect(day('2025-08-01')).toMatchObject({
      season: { id: 'dormition-fast', day: 1 },
      fast: { level: 'strict' },
    });
    expect(day('2025-08-06').fast.level).toBe('fish');
    expect(day('2025-08-19', 'old').fast.level).toBe('fish');
    expect(day('2025-08-15').season.id).toBe('ordinary');
  });
});

describe('churchDay input', () => {
  it('reads a Date in UTC and defaults to the New Calendar', () => {
    const result = churchDay(new Date('2024-03-29T23:59:00Z'));
    expect(result).toMatchObject({ date: '2024-03-29', calendar: 'new' });
    expect(churchDay({ year: 2024, month: 3, day: 29 }).season.day).toBe(12);
  });

  it('refuses a day that does not exist or a year out of range', () => {
    expect(() => churchDay('2024-02-30')).toThrow(RangeError);
    expect(() => churchDay('2800-01-01')).toThrow(RangeError);
  });

  it('answers every day of a year on both calendars within the contract', () => {
    for (const calendar of ['new', 'old'] as const) {
      for (let index = 0; index < 366; index += 1) {
        const date = formatCivilDate(addDays({ year: 2024, month: 1, day: 1 }, index));
        expect(day(date, calendar).date).toBe(date);
      }
    }
  });
});

describe('isSeasonActive', () => {
  it('is true for the day season and feasts only', () => {
    expect(isSeasonActive('great-lent', '2024-03-29')).toBe(true);
    expect(isSeasonActive('great-lent', '2024-05-08')).toBe(false);
    expect(isSeasonActive('pascha', '2024-05-05', 'old')).toBe(true);
    expect(isSeasonActive('nativity-fast', '2026-11-20', 'new')).toBe(true);
    expect(isSeasonActive('nativity-fast', '2026-11-20', 'old')).toBe(false);
  });
});

describe('churchDay speed', () => {
  it('computes one day in well under a millisecond once warm (every day of 2025, both calendars)', () => {
    const dates = Array.from({ length: 365 }, (_, index) =>
      addDays({ year: 2025, month: 1, day: 1 }, index),
    );
    for (const date of dates) churchDay(date);
    const started = performance.now();
    for (const calendar of ['new', 'old'] as const) {
      for (const date of dates) churchDay(date, { calendar, tradition: 'greek' });
    }
    const perDay = (performance.now() - started) / (2 * dates.length);
    expect(perDay).toBeLessThan(1);
  });
});

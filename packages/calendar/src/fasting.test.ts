import { describe, expect, it } from 'vitest';
import type { ChurchCalendar, ChurchDay, FastingTradition, FastLevel } from '@ministry/contracts';
import { addDays, churchDay, fastingTable, formatCivilDate, type CivilDate } from './index.js';

const calendars = ['new', 'old'] as const;
const traditions = ['slavic', 'greek'] as const;

const fastOn = (date: string, calendar: ChurchCalendar = 'new', tradition?: FastingTradition) =>
  churchDay(date, { calendar, ...(tradition && { tradition }) }).fast;

/** Every civil day from 1900 to 2099. */
function* everyDay(): Generator<CivilDate> {
  for (let date = { year: 1900, month: 1, day: 1 }; date.year < 2100; date = addDays(date, 1)) {
    yield date;
  }
}

/**
 * The README's fasting table, written again from its prose as one question after another (not
 * the implementation's list of rules), for the test of every day.
 */
function expectedLevel(day: ChurchDay, tradition: FastingTradition): FastLevel {
  const [, month, date] = day.churchDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
  const k = day.daysFromPascha;
  const greek = tradition === 'greek';
  const wedOrFri = weekday === 3 || weekday === 5;
  const monWedFri = weekday === 1 || wedOrFri;
  const saturdayOrSunday = weekday === 6 || weekday === 0;
  const feast = (id: string) => day.feasts.some((candidate) => candidate.id === id);

  // No fast at all.
  if (k >= 0 && k <= 6) return 'none';
  if (k >= 49 && k <= 55) return 'none';
  if (k >= -70 && k <= -64) return 'none';
  if ((month === 12 && date >= 25) || (month === 1 && date <= 6)) {
    if (month === 1 && date === 5) return saturdayOrSunday ? 'wine-oil' : 'strict';
    return 'none';
  }
  if (month === 1 && date === 7 && wedOrFri) return greek ? 'none' : 'strict';

  // The Triodion.
  if (k >= -55 && k <= -49) return 'dairy';
  if (k >= -48 && k <= -1) {
    if (feast('annunciation')) {
      if (k >= -6 && k <= -3) return greek ? 'wine-oil' : 'fish';
      if (k >= -2) return 'wine-oil';
      return 'fish';
    }
    if (k === -2 || k === -48 || k === -47) return 'total';
    if (k === -3 || k === -8) return 'wine-oil';
    if (k === -7) return 'fish';
    if (k <= -9 && saturdayOrSunday) return 'wine-oil';
    return 'strict';
  }
  if (k === 24 || k === 38) return 'fish';

  // Fixed strict days.
  if (month === 12 && date === 24) return saturdayOrSunday ? 'wine-oil' : 'strict';
  if ((month === 9 && date === 14) || (month === 8 && date === 29)) return 'wine-oil';

  // The fasting seasons.
  if (day.season.id === 'dormition-fast') {
    if (date === 6) return 'fish';
    return saturdayOrSunday ? 'wine-oil' : 'strict';
  }
  if (day.season.id === 'nativity-fast' || day.season.id === 'apostles-fast') {
    if (feast('entry-theotokos') || feast('nativity-forerunner')) return 'fish';
    if (monWedFri) return 'strict';
    if (month === 12 && date >= 20) return 'wine-oil';
    if (saturdayOrSunday) return 'fish';
    return greek ? 'wine-oil' : 'fish';
  }

  // Wednesday and Friday.
  if (!wedOrFri) return 'none';
  if (month === 10 && date === 1) return greek ? 'wine-oil' : 'fish';
  if (month === 11 && date === 14) return greek ? 'strict' : 'wine-oil';
  if (day.feasts.some(({ rank }) => rank === 'great' || rank === 'major')) return 'fish';
  return 'strict';
}

/** Where the issue says the two traditions differ, and nowhere else. */
function traditionsMayDiffer(day: ChurchDay): boolean {
  const [, month, date] = day.churchDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
  const wedOrFri = weekday === 3 || weekday === 5;
  const lesserFastWeekday =
    (day.season.id === 'nativity-fast' || day.season.id === 'apostles-fast') &&
    (weekday === 2 || weekday === 4);
  const annunciationInHolyWeek =
    day.feasts.some(({ id }) => id === 'annunciation') &&
    day.daysFromPascha >= -6 &&
    day.daysFromPascha <= -3;
  return (
    lesserFastWeekday ||
    annunciationInHolyWeek ||
    (wedOrFri && month === 10 && date === 1) ||
    (wedOrFri && month === 11 && date === 14) ||
    (wedOrFri && month === 1 && date === 7)
  );
}

describe('the fasting table', () => {
  it('is one list of rules ending with one that always holds', () => {
    const ids = fastingTable.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe('no-fast');
  });

  it('gives every day of 1900–2099, on both calendars and in both traditions, the level the README sets', () => {
    const wrong: string[] = [];
    const differing = new Set<string>();
    let days = 0;
    for (const date of everyDay()) {
      for (const calendar of calendars) {
        const [slavic, greek] = traditions.map((tradition) =>
          churchDay(date, { calendar, tradition }),
        ) as [ChurchDay, ChurchDay];
        for (const day of [slavic, greek]) {
          days += 1;
          const expected = expectedLevel(day, day.tradition);
          if (day.fast.level !== expected || day.fast.isFastDay !== (expected !== 'none')) {
            wrong.push(`${day.date} ${calendar} ${day.tradition}: ${day.fast.rule} ≠ ${expected}`);
          }
        }
        if (slavic.fast.level !== greek.fast.level) {
          differing.add(slavic.fast.rule ?? 'none given');
          if (!traditionsMayDiffer(slavic)) wrong.push(`${slavic.date} ${calendar}: differs`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(days).toBe(73_049 * 4);
    // Every difference the issue lists happens somewhere in the two centuries.
    expect([...differing].sort()).toEqual([
      'annunciation-holy-week',
      'lesser-fast-tuesday-thursday',
      'protection-wednesday-friday',
      'st-philip-wednesday-friday',
      'synaxis-forerunner',
    ]);
  }, 120_000);
});

describe('the four errors the issue names', () => {
  it('keeps no fast on Theophany on a Wednesday or Friday: 112 days in 1900–2099', () => {
    expect(fastOn('2027-01-06')).toMatchObject({ level: 'none', rule: 'theophany' });
    expect(fastOn('2024-01-19', 'old')).toMatchObject({ level: 'none', rule: 'theophany' });
    let theophanies = 0;
    for (const date of everyDay()) {
      const weekday = new Date(`${formatCivilDate(date)}T00:00:00Z`).getUTCDay();
      if (weekday !== 3 && weekday !== 5) continue;
      for (const calendar of calendars) {
        const day = churchDay(date, { calendar });
        if (!day.feasts.some(({ id }) => id === 'theophany')) continue;
        theophanies += 1;
        expect(day.fast.isFastDay).toBe(false);
      }
    }
    expect(theophanies).toBe(112);
  });

  it('ends the fast-free days on 4 January and keeps the Eve of Theophany strictly', () => {
    expect(fastOn('2030-01-04')).toMatchObject({ level: 'none', rule: 'twelve-days' });
    expect(fastOn('2030-01-05')).toMatchObject({
      level: 'wine-oil',
      rule: 'theophany-eve-weekend',
    });
    expect(fastOn('2028-01-05')).toMatchObject({ level: 'strict', rule: 'theophany-eve' });
  });

  it('relaxes a Wednesday or Friday in the Nativity or Apostles’ Fast for its feast', () => {
    expect(fastOn('2025-11-21')).toMatchObject({ level: 'fish', rule: 'entry-theotokos' });
    expect(fastOn('2026-06-24')).toMatchObject({
      level: 'fish',
      rule: 'nativity-forerunner-apostles-fast',
    });
    expect(fastOn('2025-11-21', 'new', 'greek').level).toBe('fish');
  });

  it('relaxes Mid-Pentecost and the Leave-taking of Pascha to fish in both traditions', () => {
    for (const tradition of traditions) {
      expect(fastOn('2025-05-14', 'new', tradition)).toMatchObject({
        level: 'fish',
        rule: 'mid-pentecost',
      });
      expect(fastOn('2025-05-28', 'old', tradition)).toMatchObject({
        level: 'fish',
        rule: 'leave-taking-pascha',
      });
    }
  });
});

describe('the fast in each tradition', () => {
  it('names the tradition it follows, Slavic unless told', () => {
    expect(churchDay('2026-11-17').tradition).toBe('slavic');
    expect(churchDay('2026-11-17', { tradition: 'greek' }).tradition).toBe('greek');
  });

  it('allows fish on Tuesday and Thursday of the Nativity Fast in Slavic usage, wine and oil in Greek', () => {
    expect(fastOn('2026-11-17', 'new', 'slavic').level).toBe('fish');
    expect(fastOn('2026-11-17', 'new', 'greek').level).toBe('wine-oil');
    // Saturday and Sunday: fish in both; Monday, Wednesday and Friday: strict in both.
    expect(fastOn('2026-11-28', 'new', 'greek').level).toBe('fish');
    expect(fastOn('2026-11-22', 'new', 'greek').level).toBe('fish');
    expect(fastOn('2026-11-23', 'new', 'slavic').level).toBe('strict');
  });

  it('does the same in the Apostles’ Fast (Old Calendar, 2025)', () => {
    expect(fastOn('2025-07-03', 'old', 'slavic').level).toBe('fish');
    expect(fastOn('2025-07-03', 'old', 'greek').level).toBe('wine-oil');
    expect(fastOn('2025-07-04', 'old', 'greek').level).toBe('strict');
  });

  it('keeps the Nativity Fast’s last days, 20–23 December, without fish in both', () => {
    for (const tradition of traditions) {
      expect(fastOn('2025-12-20', 'new', tradition).level).toBe('wine-oil');
      expect(fastOn('2025-12-23', 'new', tradition).level).toBe('wine-oil');
      expect(fastOn('2025-12-22', 'new', tradition).level).toBe('strict');
    }
  });

  it('relaxes the Protection on a Wednesday or Friday: fish in Slavic usage, wine and oil in Greek', () => {
    // 1 October 2025 is a Wednesday.
    expect(fastOn('2025-10-01', 'new', 'slavic').level).toBe('fish');
    expect(fastOn('2025-10-01', 'new', 'greek').level).toBe('wine-oil');
  });

  it('eases St Philip’s day on a Wednesday or Friday to wine and oil in Slavic usage only', () => {
    // 14 November 2025 is a Friday.
    expect(fastOn('2025-11-14', 'new', 'slavic').level).toBe('wine-oil');
    expect(fastOn('2025-11-14', 'new', 'greek').level).toBe('strict');
  });

  it('keeps the Synaxis of the Forerunner on a Wednesday or Friday fast-free in Greek usage only', () => {
    // 7 January 2026 is a Wednesday.
    expect(fastOn('2026-01-07', 'new', 'slavic').level).toBe('strict');
    expect(fastOn('2026-01-07', 'new', 'greek').level).toBe('none');
  });

  it('allows fish for the Annunciation early in Holy Week in Slavic usage, wine and oil in Greek', () => {
    // On the Old Calendar the Annunciation is 7 April civil: Holy Tuesday in 2026 (Pascha
    // 12 April), Holy Saturday in 2029 (Pascha 8 April).
    const tuesday = churchDay('2026-04-07', { calendar: 'old' });
    expect(tuesday.daysFromPascha).toBe(-5);
    expect(fastOn('2026-04-07', 'old', 'slavic').level).toBe('fish');
    expect(fastOn('2026-04-07', 'old', 'greek').level).toBe('wine-oil');
    for (const tradition of traditions) {
      expect(fastOn('2029-04-07', 'old', tradition)).toMatchObject({
        level: 'wine-oil',
        rule: 'annunciation-great-friday-saturday',
      });
    }
  });
});

describe('the levels of the common scale', () => {
  it('keeps Clean Monday and Tuesday and Great Friday as days of total abstention', () => {
    expect(fastOn('2026-02-23').level).toBe('total');
    expect(fastOn('2026-02-24').level).toBe('total');
    expect(fastOn('2026-02-25').level).toBe('strict');
    expect(fastOn('2026-04-10')).toMatchObject({ level: 'total', rule: 'great-friday' });
  });

  it('eases the Saturdays and Sundays of Great Lent and the Dormition Fast to wine and oil', () => {
    expect(fastOn('2026-03-07').level).toBe('wine-oil');
    expect(fastOn('2026-03-08').level).toBe('wine-oil');
    expect(fastOn('2026-08-08').level).toBe('wine-oil');
    expect(fastOn('2026-08-10').level).toBe('strict');
  });

  it('says the rule and what the level allows', () => {
    expect(fastOn('2026-03-07').description).toBe(
      'Great Lent, Saturday and Sunday: wine and oil allowed; no meat, dairy, eggs or fish',
    );
    expect(fastOn('2025-10-15').description).toBe(
      'Wednesday or Friday: a strict fast: no meat, dairy, eggs, fish, wine or oil',
    );
    expect(fastOn('2025-10-16')).toMatchObject({ level: 'none', description: 'Not a fast day' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  churchDateToCivil,
  civilToJulian,
  dayOfWeek,
  formatCivilDate,
  julianToCivil,
  parseCivilDate,
  toCivilDate,
  utcMidnight,
} from './index.js';

describe('civil dates', () => {
  it('runs the tests far from UTC, so local time would show up as a wrong day', () => {
    expect(new Date(Date.UTC(2024, 0, 1)).getTimezoneOffset()).toBe(-14 * 60);
  });

  it('reads a Date in UTC, not in the local time zone', () => {
    expect(toCivilDate(new Date('2024-03-29T23:30:00Z'))).toEqual({
      year: 2024,
      month: 3,
      day: 29,
    });
    expect(utcMidnight({ year: 2024, month: 3, day: 29 }).toISOString()).toBe(
      '2024-03-29T00:00:00.000Z',
    );
  });

  it('parses YYYY-MM-DD and refuses days that do not exist', () => {
    expect(parseCivilDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => parseCivilDate('2023-02-29')).toThrow(RangeError);
    expect(() => parseCivilDate('2024-13-01')).toThrow(RangeError);
    expect(() => parseCivilDate('29/03/2024')).toThrow(RangeError);
    expect(() => toCivilDate(new Date('nonsense'))).toThrow(RangeError);
  });

  it('counts days across months and leap days', () => {
    expect(formatCivilDate(addDays({ year: 2024, month: 5, day: 5 }, -48))).toBe('2024-03-18');
    expect(formatCivilDate(addDays({ year: 2024, month: 2, day: 28 }, 2))).toBe('2024-03-01');
    expect(formatCivilDate(addDays({ year: 2024, month: 12, day: 31 }, 1))).toBe('2025-01-01');
  });

  it('knows the weekday, Sunday being 0', () => {
    expect(dayOfWeek({ year: 2024, month: 1, day: 1 })).toBe(1);
    expect(dayOfWeek({ year: 2025, month: 4, day: 20 })).toBe(0);
  });

  it('converts between the Julian and the civil calendar, 13 days apart until 2100', () => {
    expect(formatCivilDate(julianToCivil({ year: 2024, month: 12, day: 25 }))).toBe('2025-01-07');
    expect(formatCivilDate(civilToJulian({ year: 2025, month: 1, day: 7 }))).toBe('2024-12-25');
    // The day after Julian 4 October 1582 was Gregorian 15 October 1582.
    expect(formatCivilDate(julianToCivil({ year: 1582, month: 10, day: 5 }))).toBe('1582-10-15');
    // Julian 2100 has a 29 February, the civil year does not: from then on 14 days apart.
    expect(formatCivilDate(julianToCivil({ year: 2100, month: 2, day: 28 }))).toBe('2100-03-13');
    expect(formatCivilDate(julianToCivil({ year: 2100, month: 2, day: 29 }))).toBe('2100-03-14');
    expect(formatCivilDate(julianToCivil({ year: 2100, month: 3, day: 1 }))).toBe('2100-03-15');
  });

  it('places a Church date on the civil calendar for either calendar', () => {
    expect(formatCivilDate(churchDateToCivil(2025, 8, 15, 'new'))).toBe('2025-08-15');
    expect(formatCivilDate(churchDateToCivil(2025, 8, 15, 'old'))).toBe('2025-08-28');
  });
});

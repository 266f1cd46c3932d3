import { describe, expect, it } from 'vitest';
import { dateFromPascha, dayOfWeek, formatCivilDate, paschaOf } from './index.js';
import table from './test-data/orthodox-pascha-2001-2050.json' with { type: 'json' };

const published = Object.entries(table.dates).map(([year, date]) => [Number(year), date] as const);

describe('paschaOf', () => {
  it('has the published table for every year from 2001 to 2050', () => {
    expect(published.map(([year]) => year)).toEqual(
      Array.from({ length: 50 }, (_, index) => 2001 + index),
    );
  });

  it.each(published)('gives Pascha %i on the published civil date %s, a Sunday', (year, date) => {
    const { civil } = paschaOf(year);
    expect(formatCivilDate(civil)).toBe(date);
    expect(dayOfWeek(civil)).toBe(0);
  });

  it('gives the same day as the Julian date of the Old Calendar books', () => {
    expect(formatCivilDate(paschaOf(2024).julian)).toBe('2024-04-22');
    expect(formatCivilDate(paschaOf(2025).julian)).toBe('2025-04-07');
    expect(formatCivilDate(paschaOf(2026).julian)).toBe('2026-03-30');
  });

  it('finds a day counted from Pascha, as a post scheduled "n days before Pascha" needs', () => {
    expect(formatCivilDate(dateFromPascha(2024, -48))).toBe('2024-03-18');
    expect(formatCivilDate(dateFromPascha(2024, 49))).toBe('2024-06-23');
  });

  it('refuses years outside 1583 to 2799', () => {
    expect(() => paschaOf(1582)).toThrow(RangeError);
    expect(() => paschaOf(2800)).toThrow(RangeError);
    expect(() => paschaOf(2024.5)).toThrow(RangeError);
  });
});

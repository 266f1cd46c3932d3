import { describe, expect, it } from 'vitest';
import { addDays, churchDay, dayOfWeek, parseCivilDate, type CivilDate } from './index.js';

/**
 * The tone of every Sunday, one character a Sunday from the year's first Sunday ("-": none, Palm
 * Sunday and Pascha). Written out by hand from the rule (tone 1 on Thomas Sunday, one more each
 * week, 8 then 1) and Pascha's dates; checked by eye at each year's turning points:
 * 2024: Pascha 5 May, Palm Sunday 28 April the 17th Sunday, Thomas Sunday 12 May tone 1, All
 * Saints 30 June tone 8, 7 July tone 1. 2025: Pascha 20 April (15th Sunday). 2026: 12 April
 * (15th). 2027: 2 May (18th). 2028: 16 April (16th). 2029: 8 April (14th). 2030: 28 April (17th).
 */
const sundays: Readonly<Record<number, { first: string; tones: string }>> = {
  2024: { first: '2024-01-07', tones: '6781234567812345--1234567812345678123456781234567812' },
  2025: { first: '2025-01-05', tones: '34567812345678--123456781234567812345678123456781234' },
  2026: { first: '2026-01-04', tones: '5678123456781--1234567812345678123456781234567812345' },
  2027: { first: '2027-01-03', tones: '6781234567812345--1234567812345678123456781234567812' },
  2028: { first: '2028-01-02', tones: '34567812345678--1234567812345678123456781234567812345' },
  2029: { first: '2029-01-07', tones: '678123456781--12345678123456781234567812345678123456' },
  2030: { first: '2030-01-06', tones: '781234567812345--12345678123456781234567812345678123' },
};

const toneOn = (date: CivilDate | string, calendar: 'new' | 'old' = 'new') =>
  churchDay(date, { calendar }).tone;

describe('the tone of the week', () => {
  it('is the hand-checked tone on every Sunday of 2024–2030, on both calendars', () => {
    for (const [year, { first, tones }] of Object.entries(sundays)) {
      const start = parseCivilDate(first);
      const shown = [...tones].map((_, week) => {
        const date = addDays(start, 7 * week);
        expect(dayOfWeek(date)).toBe(0);
        expect(toneOn(date, 'old')).toBe(toneOn(date));
        return toneOn(date) ?? '-';
      });
      expect(shown.join(''), year).toBe(tones);
      // Every Sunday of the year: the week before the first is in the year before, and after the last in the next.
      expect(addDays(start, -7).year).toBe(Number(year) - 1);
      expect(addDays(start, 7 * tones.length).year).toBe(Number(year) + 1);
    }
  });

  it('keeps the Sunday’s tone through the week after it', () => {
    // Thomas Sunday 2025 (27 April) and the Saturday after: tone 1; the Myrrhbearers: tone 2.
    expect(toneOn('2025-04-27')).toBe(1);
    expect(toneOn('2025-05-03')).toBe(1);
    expect(toneOn('2025-05-04')).toBe(2);
    // The Sunday after All Saints, the second after Pentecost: tone 1 again.
    expect(toneOn('2025-06-22')).toBe(1);
  });

  it('has no tone from Palm Sunday to Bright Saturday, and counts on to Lazarus Saturday', () => {
    expect(toneOn('2025-04-12')).not.toBeNull();
    for (let offset = -7; offset <= 6; offset += 1) {
      expect(toneOn(addDays({ year: 2025, month: 4, day: 20 }, offset))).toBeNull();
    }
  });
});

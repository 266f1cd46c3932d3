import { describe, expect, it } from 'vitest';
import {
  instantOf,
  isoInZone,
  offsetMinutes,
  startOfDayIn,
  startOfMonthIn,
  startOfYearIn,
  timeZoneSettingInputSchema,
  wallTimeIn,
} from './time-zone.js';

const NY = 'America/New_York';

describe('the owner time zone setting', () => {
  it('accepts IANA zones and refuses anything Intl does not know', () => {
    expect(timeZoneSettingInputSchema.parse({ timeZone: 'Europe/London' })).toEqual({
      timeZone: 'Europe/London',
    });
    expect(timeZoneSettingInputSchema.safeParse({ timeZone: 'UTC' }).success).toBe(true);
    const bad = timeZoneSettingInputSchema.safeParse({ timeZone: 'Mars/Olympus' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/IANA time zone/);
    expect(timeZoneSettingInputSchema.safeParse({ timeZone: '' }).success).toBe(false);
  });
});

describe('times in a zone across New York daylight-saving changes (2026)', () => {
  it('gives the offset on each side of the spring and autumn changes', () => {
    expect(offsetMinutes(new Date('2026-03-08T06:59:00Z'), NY)).toBe(-300);
    expect(offsetMinutes(new Date('2026-03-08T07:00:00Z'), NY)).toBe(-240);
    expect(offsetMinutes(new Date('2026-11-01T05:59:00Z'), NY)).toBe(-240);
    expect(offsetMinutes(new Date('2026-11-01T06:00:00Z'), NY)).toBe(-300);
  });

  it('writes ISO 8601 with the offset of that instant', () => {
    expect(isoInZone(new Date('2026-03-08T06:59:30Z'), NY)).toBe('2026-03-08T01:59:30-05:00');
    expect(isoInZone(new Date('2026-03-08T07:00:00Z'), NY)).toBe('2026-03-08T03:00:00-04:00');
    expect(isoInZone(new Date('2026-11-01T05:30:00Z'), NY)).toBe('2026-11-01T01:30:00-04:00');
    expect(isoInZone(new Date('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01T01:30:00-05:00');
    expect(isoInZone(new Date('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026-07-01T17:30:00+05:30',
    );
    expect(isoInZone(new Date('2026-07-01T12:00:00Z'), 'UTC')).toBe('2026-07-01T12:00:00+00:00');
  });

  it('reads a wall-clock time as the instant those clocks show it', () => {
    const at = (day: number, month: number, hour: number, minute = 0) =>
      instantOf({ year: 2026, month, day, hour, minute }, NY).toISOString();
    expect(at(7, 3, 9)).toBe('2026-03-07T14:00:00.000Z');
    expect(at(8, 3, 9)).toBe('2026-03-08T13:00:00.000Z');
    // 02:30 never happens on 8 March: the clocks go from 01:59 to 03:00, so it is 03:30.
    expect(at(8, 3, 2, 30)).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November: the first (still daylight time) is taken.
    expect(at(1, 11, 1, 30)).toBe('2026-11-01T05:30:00.000Z');
    expect(at(1, 11, 9)).toBe('2026-11-01T14:00:00.000Z');
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      const start = startOfDayIn(new Date(`${day}T12:00:00Z`), NY).getTime();
      for (let step = 0; step < 100; step += 1) {
        const instant = new Date(start + step * 15 * 60_000);
        const wall = wallTimeIn(instant, NY);
        const back = instantOf(wall, NY);
        // Only the second of the autumn's repeated hour reads back as the first.
        const repeated =
          day === '2026-11-01' && wall.hour === 1 && offsetMinutes(instant, NY) === -300;
        expect(back.getTime()).toBe(repeated ? instant.getTime() - 3_600_000 : instant.getTime());
      }
    }
  });

  it('starts a day at local midnight, 23 hours long in spring and 25 in autumn', () => {
    const spring = startOfDayIn(new Date('2026-03-08T12:00:00Z'), NY);
    expect(spring.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn(spring, NY, 1).getTime() - spring.getTime()).toBe(23 * 3_600_000);
    const autumn = startOfDayIn(new Date('2026-11-01T12:00:00Z'), NY);
    expect(autumn.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn(autumn, NY, 1).getTime() - autumn.getTime()).toBe(25 * 3_600_000);
  });

  it("starts a month and a year at local midnight: 22:00 on 31 December in New York is still that year's", () => {
    const newYearsEve = new Date('2027-01-01T03:00:00Z');
    expect(startOfMonthIn(newYearsEve, NY).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(startOfYearIn(newYearsEve, NY).toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(startOfYearIn(newYearsEve, 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

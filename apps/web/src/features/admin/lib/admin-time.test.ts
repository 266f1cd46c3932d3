import { formatAdminDay, formatAdminTime, startOfDateIn, todayIn } from './admin-time';

const NY = 'America/New_York';
const now = new Date('2026-11-27T12:00:00Z');

describe("admin dates in the owner's time zone", () => {
  it('writes a time for people, in the zone, with the year only when it is not this one', () => {
    expect(formatAdminTime('2026-12-03T14:05:00Z', 'UTC', now)).toBe('Thu 3 Dec, 14:05');
    expect(formatAdminTime('2026-12-03T14:05:00Z', 'Europe/London', now)).toBe('Thu 3 Dec, 14:05');
    expect(formatAdminTime('2026-12-03T03:05:00Z', NY, now)).toBe('Wed 2 Dec, 22:05');
    expect(formatAdminTime('2025-12-02T14:05:00Z', 'UTC', now)).toBe('Tue 2 Dec 2025, 14:05');
    expect(formatAdminDay('2026-07-01T02:00:00Z', 'Asia/Tokyo', now)).toBe('Wed 1 Jul');
    expect(formatAdminTime(null, 'UTC', now)).toBe('');
  });

  it('reads New York clocks right across the 2026 daylight-saving changes', () => {
    expect(formatAdminTime('2026-03-08T06:59:00Z', NY, now)).toBe('Sun 8 Mar, 01:59');
    expect(formatAdminTime('2026-03-08T07:00:00Z', NY, now)).toBe('Sun 8 Mar, 03:00');
    expect(formatAdminTime('2026-11-01T05:30:00Z', NY, now)).toBe('Sun 1 Nov, 01:30');
    expect(formatAdminTime('2026-11-01T06:30:00Z', NY, now)).toBe('Sun 1 Nov, 01:30');
    expect(formatAdminTime('2026-11-01T07:00:00Z', NY, now)).toBe('Sun 1 Nov, 02:00');
  });

  it("knows the owner's today and where a date begins for them", () => {
    expect(todayIn(NY, new Date('2026-03-09T03:00:00Z'))).toBe('2026-03-08');
    expect(startOfDateIn('2026-03-08', NY)).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDateIn('2026-03-09', NY)).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDateIn('2026-11-02', NY)).toBe('2026-11-02T05:00:00.000Z');
  });
});

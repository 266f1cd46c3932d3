import { pastDateWarning, scheduleFor } from './schedule-field';

// 03:00 UTC on 28 November is still the evening of the 27th in New York.
const LATE_EVENING_IN_NEW_YORK = new Date('2026-11-28T03:00:00Z');

describe('the schedule a choice starts with, counted in the owner’s zone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LATE_EVENING_IN_NEW_YORK);
  });
  afterEach(() => vi.useRealTimers());

  it('offers tomorrow as the owner’s calendar has it', () => {
    expect(scheduleFor('date', 'America/New_York')).toEqual({ kind: 'date', date: '2026-11-28' });
    expect(scheduleFor('date', 'UTC')).toEqual({ kind: 'date', date: '2026-11-29' });
  });

  it('calls a date past only once the owner’s day has passed', () => {
    const schedule = { kind: 'date', date: '2026-11-27' } as const;
    expect(pastDateWarning(schedule, '2026-11-27', 'America/New_York')).toBeNull();
    expect(pastDateWarning(schedule, '2026-11-27', 'UTC')).toMatch(/has already passed/);
  });
});

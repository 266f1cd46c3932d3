import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { churchDaySchema } from '@ministry/contracts';
import { saveFastingTradition } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { buildApp } from '../catalogue/testing.js';
import { DATED_CACHE_CONTROL, TODAY_CACHE_CONTROL } from './calendar.routes.js';

const feastIdsOf = (body: unknown) => churchDaySchema.parse(body).feasts.map(({ id }) => id);

const today = (query = '', env: Record<string, string> = {}) =>
  request(buildApp(env)).get(`/api/calendar/today${query}`);

// The fast follows the owner's tradition, kept with the shop's settings.
useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/calendar/today', () => {
  it('answers the season, feasts and fast of a given date on the New Calendar', async () => {
    const response = await today('?date=2024-03-29').expect(200);

    const day = churchDaySchema.parse(response.body);
    expect(day).toMatchObject({
      date: '2024-03-29',
      calendar: 'new',
      pascha: '2024-05-05',
      season: { id: 'great-lent', name: 'Great Lent', day: 12 },
      fast: { isFastDay: true, level: 'strict' },
    });
    expect(response.headers['cache-control']).toBe(DATED_CACHE_CONTROL);
  });

  it('keeps the Nativity 13 days later for an Old Calendar visitor', async () => {
    const newCalendar = await today('?date=2025-12-25&calendar=new').expect(200);
    const oldCalendar = await today('?date=2025-12-25&calendar=old').expect(200);
    const oldNativity = await today('?date=2026-01-07&calendar=old').expect(200);

    expect(feastIdsOf(newCalendar.body)).toEqual(['nativity']);
    expect(oldCalendar.body).toMatchObject({
      churchDate: '2025-12-12',
      season: { id: 'nativity-fast' },
      feasts: [],
    });
    expect(feastIdsOf(oldNativity.body)).toEqual(['nativity']);
  });

  it('fasts in Slavic usage until the owner chooses Greek usage', async () => {
    // A Tuesday of the Nativity Fast: fish in Slavic usage, wine and oil in Greek.
    const slavic = await today('?date=2026-11-17').expect(200);
    expect(slavic.body).toMatchObject({ tradition: 'slavic', fast: { level: 'fish' } });

    await saveFastingTradition('greek');
    const greek = await today('?date=2026-11-17').expect(200);

    expect(greek.body).toMatchObject({ tradition: 'greek', fast: { level: 'wine-oil' } });
  });

  it('names the highest commemoration first, and the tone of the week', async () => {
    const meeting = await today('?date=2031-02-02').expect(200);

    expect(feastIdsOf(meeting.body)).toEqual(['meeting', 'publican-pharisee']);
    // Thomas Sunday 2030 was 5 May: 39 weeks before, 39 mod 8 = 7, tone 8.
    expect(churchDaySchema.parse(meeting.body).tone).toBe(8);
  });

  it('uses the calendar the owner configured when the visitor names none', async () => {
    const response = await today('?date=2026-11-20', { DEFAULT_CALENDAR: 'old' }).expect(200);

    expect(response.body).toMatchObject({ calendar: 'old', season: { id: 'ordinary' } });
  });

  it('answers today in UTC when no date is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-20T23:30:00Z'));

    const response = await today().expect(200);

    expect(response.body).toMatchObject({
      date: '2025-04-20',
      calendar: 'new',
      season: { id: 'bright-week', day: 1 },
      feasts: [{ id: 'pascha' }],
      fast: { isFastDay: false },
    });
    expect(response.headers['cache-control']).toBe(TODAY_CACHE_CONTROL);
  });

  it.each([
    ['?calendar=julian', /calendar must be new or old/],
    ['?date=2024-02-30', /query\.date must be a date as YYYY-MM-DD/],
    ['?date=29-03-2024', /query\.date must be a date as YYYY-MM-DD/],
    ['?date=2800-01-01', /must be a date from 1583 to 2799/],
    ['?date=2024-03-29&date=2024-03-30', /query\.date/],
    ['?tz=Europe/Athens', /unknown parameter "tz"/],
  ])('refuses %s with a 400 that names the problem', async (query, mentions) => {
    const response = await today(query).expect(400);

    expect(response.body.error).toBe(response.body.message);
    expect(response.body.message).toMatch(mentions);
  });
});

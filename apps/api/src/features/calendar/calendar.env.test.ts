import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';

describe('calendar configuration', () => {
  it('keeps the New Calendar unless the owner chooses the Old', () => {
    expect(loadConfig({}).DEFAULT_CALENDAR).toBe('new');
    expect(loadConfig({ DEFAULT_CALENDAR: 'old' }).DEFAULT_CALENDAR).toBe('old');
  });

  it('refuses any other calendar, naming the variable', () => {
    expect(
      configProblems(() => loadConfig({ DEFAULT_CALENDAR: 'julian' }), /^DEFAULT_CALENDAR/),
    ).toEqual(['DEFAULT_CALENDAR: must be new (Revised Julian) or old (Julian)']);
  });
});

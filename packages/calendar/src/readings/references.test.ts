import { describe, expect, it } from 'vitest';
import { formatReference, parseVerses } from './references.js';

const display = (packed: string) => formatReference(parseVerses(packed));

describe('formatReference', () => {
  it('writes a run across chapters with the chapter at both ends', () => {
    expect(display('Matt_4025_5012')).toBe('Matthew 4:25–5:12');
  });

  it('joins runs in two chapters with a semicolon', () => {
    expect(display('Luke_10038_10042|Luke_11027_11028')).toBe('Luke 10:38–42; 11:27–28');
  });

  it('joins runs in one chapter with a comma', () => {
    expect(display('John_19006_19011|John_19013_19020')).toBe('John 19:6–11, 13–20');
  });

  it('names the book again when it changes, and writes a single verse alone', () => {
    expect(display('Matt_26001_26020|John_13003_13017|Luke_22043_22043')).toBe(
      'Matthew 26:1–20; John 13:3–17; Luke 22:43',
    );
  });

  it('refuses what is not a reference', () => {
    expect(() => parseVerses('Nowhere_1001_1002')).toThrow(RangeError);
  });
});

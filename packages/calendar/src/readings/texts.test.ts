import { describe, expect, it } from 'vitest';
import { readingsFor } from './lectionary.js';
import { hasText, textOf } from './texts.js';

describe('textOf', () => {
  it('gives the verses of a reference in the World English Bible', () => {
    const verses = textOf('Luke_10038_10042|Luke_11027_11028') ?? [];
    expect(verses.map(({ chapter, verse }) => `${chapter}:${verse}`)).toEqual([
      '10:38',
      '10:39',
      '10:40',
      '10:41',
      '10:42',
      '11:27',
      '11:28',
    ]);
    expect(verses[0]?.text).toMatch(
      /^As they went on their way, he entered into a certain village/,
    );
  });

  it('runs across a chapter', () => {
    const verses = textOf('Matt_4025_5012') ?? [];
    expect(verses[0]).toMatchObject({ chapter: 4, verse: 25 });
    expect(verses.at(-1)).toMatchObject({ chapter: 5, verse: 12 });
    expect(verses).toHaveLength(13);
  });

  it('has the text of every New Testament reading of 2026', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 365; i++) {
      const date = new Date(start + i * 86_400_000);
      for (const { reference, kind } of readingsFor(date)) {
        if (kind === 'ot') continue;
        expect(hasText(reference), reference).toBe(true);
        expect(textOf(reference)?.length, reference).toBeGreaterThan(0);
      }
    }
  });

  it('says when the text is not shipped (the Old Testament)', () => {
    expect(textOf('Gen_1001_1013')).toBeUndefined();
  });
});

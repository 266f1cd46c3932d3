import { describe, expect, it } from 'vitest';
import { samplePdf, wrap } from './sample-pdf.js';

describe('samplePdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = samplePdf('Morning Prayer', ['O Heavenly King (the Comforter)'], 'Footer');
    const text = pdf.toString('latin1');

    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map(([, offset]) => Number(offset));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref).startsWith('xref')).toBe(true);
  });

  it('escapes parentheses and spells typographic quotes plainly', () => {
    const text = samplePdf('“Title”', ['Christ’s (words)'], 'f').toString('latin1');

    expect(text).toContain('("Title")');
    expect(text).toContain("(Christ's \\(words\\))");
  });

  it('starts a new page when the text is longer than one', () => {
    const long = Array.from({ length: 30 }, (_, line) => `Paragraph ${line}`);
    const text = samplePdf('Long', long, 'f').toString('latin1');

    expect(text).toMatch(/\/Count 2 /);
    expect(text).toContain('(Paragraph 29)');
    expect(text).toContain('page 2 of 2');
  });
});

describe('wrap', () => {
  it('breaks text at word boundaries within the width', () => {
    expect(wrap('Lord Jesus Christ, Son of God, have mercy on me', 20)).toEqual([
      'Lord Jesus Christ,',
      'Son of God, have',
      'mercy on me',
    ]);
  });
});

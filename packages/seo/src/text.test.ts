import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH, metaDescription, plainText } from './text.js';

describe('metaDescription', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(metaDescription('  The daily prayers\n\nof the Church.  ')).toBe(
      'The daily prayers of the Church.',
    );
  });

  it('cuts a long text at a word boundary with an ellipsis, within ~155 characters', () => {
    const text = `${'Prayer is the breath of the soul, '.repeat(8)}and so on.`;

    const description = metaDescription(text);

    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(META_DESCRIPTION_LENGTH - 20);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    // The cut falls between words, and no comma dangles before the ellipsis.
    expect(description).toMatch(/[a-z]…$/);
    expect(text.charAt(description.length - 1)).toMatch(/[ ,]/);
  });

  it('cuts a single overlong word where it must', () => {
    expect(metaDescription('x'.repeat(400))).toBe(`${'x'.repeat(154)}…`);
  });

  it('reads formatted text as plain text', () => {
    expect(
      metaDescription('**Large** type, [a link](https://example.org) and ![a page](/p.svg).'),
    ).toBe('Large type, a link and a page.');
    expect(metaDescription(undefined)).toBe('');
  });
});

describe('plainText', () => {
  it('removes markdown lists and headings', () => {
    expect(plainText('# Title\n\n- one\n- two')).toBe('Title one two');
  });
});

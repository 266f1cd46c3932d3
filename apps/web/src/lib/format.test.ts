import { formatAmount, formatLabel, formatPrice, plainText, truncate } from './format';

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice(12)).toBe('$12.00');
    expect(formatPrice(4.5)).toBe('$4.50');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('shows "Free" for 0 or no price', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(undefined)).toBe('Free');
    expect(formatAmount(0)).toBe('$0.00');
  });
});

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('Short text', 60)).toBe('Short text');
    expect(truncate('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  it('cuts longer text and marks the cut with an ellipsis', () => {
    expect(truncate('x'.repeat(61), 60)).toBe(`${'x'.repeat(60)}…`);
    expect(truncate('words and more words', 10)).toBe('words and…');
  });
});

describe('plainText', () => {
  it('drops markdown marks, keeping words, link texts and picture descriptions', () => {
    expect(
      plainText(
        '# Title\n\nA **bold** and _quiet_ [link](https://x.org).\n\n- item\n\n![A page](/p.svg)',
      ),
    ).toBe('Title A bold and quiet link. item A page');
  });
});

describe('formatLabel', () => {
  it('names the formats', () => {
    expect(formatLabel('digital')).toBe('Digital');
    expect(formatLabel('physical')).toBe('Physical');
  });
});

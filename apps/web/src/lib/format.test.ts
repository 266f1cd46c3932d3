import { formatAmount, formatDate, formatLabel, formatPrice, plainText, truncate } from './format';

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

describe('formatAmount', () => {
  it('writes every amount as Intl.NumberFormat writes US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 0.01, 0.5, 0.999, 1, 9.99, 12.345, 999.995, 1000, 1234567.891, -5, -1234.5];
    for (const amount of amounts)
      expect(formatAmount(amount), String(amount)).toBe(intl.format(amount));
  });
});

describe('formatDate', () => {
  it('writes a date as en-US does, in UTC', () => {
    expect(formatDate('2025-03-03T09:00:00.000Z')).toBe('March 3, 2025');
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
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

import { describe, expect, it } from 'vitest';
import { escapeRegExp, isDuplicateKey } from './queries.js';

describe('query helpers', () => {
  it('recognise only the duplicate-key error', () => {
    expect(isDuplicateKey({ code: 11000, keyPattern: { email: 1 } })).toBe(true);
    expect(isDuplicateKey({ code: 11001 })).toBe(false);
    expect(isDuplicateKey(new Error('boom'))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
  });

  it('match searched text literally, regex characters and all', () => {
    const pattern = new RegExp(`^${escapeRegExp('St. John (Chrysostom)? $5*')}$`);
    expect(pattern.test('St. John (Chrysostom)? $5*')).toBe(true);
    expect(pattern.test('StX John Chrysostom $55')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { priceBreaksInputSchema } from './catalogue-admin.js';
import { priceBreakFor, priceCopies, type PriceBreak } from './price-breaks.js';

const parish: PriceBreak[] = [
  { minQuantity: 10, percentOff: 15 },
  { minQuantity: 50, percentOff: 25 },
];

describe('priceCopies', () => {
  it('charges the list price below the first break', () => {
    expect(priceCopies(899, 9, parish)).toEqual({ unitCents: 899, listUnitCents: 899 });
    expect(priceCopies(899, 1, [])).toEqual({ unitCents: 899, listUnitCents: 899 });
    expect(priceCopies(899, 40, undefined)).toEqual({ unitCents: 899, listUnitCents: 899 });
  });

  it('takes the break of the most copies reached, rounded to the nearest cent', () => {
    // 8.99 × 0.85 = 7.6415
    expect(priceCopies(899, 10, parish)).toEqual({
      unitCents: 764,
      listUnitCents: 899,
      priceBreak: parish[0],
    });
    // 8.99 × 0.75 = 6.7425
    expect(priceCopies(899, 50, parish).unitCents).toBe(674);
    expect(priceCopies(899, 99, parish).priceBreak).toEqual(parish[1]);
    // 3.50 × 0.85 = 2.975: half a cent rounds up
    expect(priceCopies(350, 12, parish).unitCents).toBe(298);
  });

  it('finds the reached break whatever the order it is stored in', () => {
    expect(priceBreakFor([...parish].reverse(), 60)).toEqual(parish[1]);
  });
});

describe('priceBreaksInputSchema', () => {
  it('takes breaks of more copies each taking more off', () => {
    expect(priceBreaksInputSchema.parse(parish)).toEqual(parish);
    expect(priceBreaksInputSchema.parse([])).toEqual([]);
  });

  it('refuses a break that does not start at more copies than the one before', () => {
    const result = priceBreaksInputSchema.safeParse([
      { minQuantity: 10, percentOff: 15 },
      { minQuantity: 10, percentOff: 20 },
    ]);
    expect(result.error?.issues[0]).toMatchObject({
      path: [1, 'minQuantity'],
      message: 'must be more copies than the break before (10)',
    });
  });

  it('refuses a break that takes no more off than the one before, so more never costs more', () => {
    const result = priceBreaksInputSchema.safeParse([
      { minQuantity: 10, percentOff: 15 },
      { minQuantity: 50, percentOff: 15 },
    ]);
    expect(result.error?.issues[0]).toMatchObject({
      path: [1, 'percentOff'],
      message: 'must take more off than the break before (15%)',
    });
  });

  it('refuses single copies, fractions and more than 90% off', () => {
    for (const priceBreak of [
      { minQuantity: 1, percentOff: 10 },
      { minQuantity: 10, percentOff: 12.5 },
      { minQuantity: 10, percentOff: 95 },
      { minQuantity: 100, percentOff: 10 },
    ]) {
      expect(priceBreaksInputSchema.safeParse([priceBreak]).success).toBe(false);
    }
  });
});

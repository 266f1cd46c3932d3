import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema, shippingCents, shippingDollars } from './shipping.js';

const terms = { flatRate: 5, freeFrom: 50 };

describe('shippingCents', () => {
  it('charges nothing for an order without a physical line', () => {
    expect(shippingCents(terms, 1_000, false)).toBe(0);
  });

  it('charges the flat rate below the free-shipping subtotal', () => {
    expect(shippingCents(terms, 4_999, true)).toBe(500);
  });

  it('is free at or above the free-shipping subtotal', () => {
    expect(shippingCents(terms, 5_000, true)).toBe(0);
    expect(shippingDollars(terms, 72.5, true)).toBe(0);
  });

  it('is never free when the owner set no free-shipping subtotal', () => {
    expect(shippingDollars({ flatRate: 7.25, freeFrom: null }, 10_000, true)).toBe(7.25);
  });
});

describe('deliveryAddressSchema', () => {
  it('trims the fields, upper-cases the country and drops an empty second line', () => {
    expect(
      deliveryAddressSchema.parse({
        name: ' Anna Buyer ',
        line1: '1 Monastery Rd',
        line2: '  ',
        city: 'Jordanville',
        postalCode: '13361',
        country: 'us',
      }),
    ).toEqual({
      name: 'Anna Buyer',
      line1: '1 Monastery Rd',
      city: 'Jordanville',
      postalCode: '13361',
      country: 'US',
    });
  });

  it('names every missing field', () => {
    const result = deliveryAddressSchema.safeParse({ country: 'USA' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'name',
      'line1',
      'city',
      'postalCode',
      'country',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from './orders-admin.js';
import { sessionStatusResponseSchema } from './checkout.js';
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
        region: 'NY',
        postalCode: '13361',
        country: 'us',
      }),
    ).toEqual({
      name: 'Anna Buyer',
      line1: '1 Monastery Rd',
      city: 'Jordanville',
      region: 'NY',
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

  const us = {
    name: 'Anna Buyer',
    line1: '1 Main St',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
  };
  const problems = (input: unknown) =>
    deliveryAddressSchema
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);

  it('refuses a US address without its state', () => {
    expect(problems({ ...us, region: '' })).toEqual(['region is required']);
  });

  it('refuses a US state that is not one', () => {
    expect(problems({ ...us, region: 'Illinois' })).toEqual([
      'region must be a US state or territory (such as IL)',
    ]);
  });

  it.each(['6270', '627011', 'IL 62701', '62701-12'])('refuses the ZIP code %s', (zip) => {
    expect(problems({ ...us, postalCode: zip })).toEqual([
      'postalCode must be 5 digits, or ZIP+4 (12345-6789)',
    ]);
  });

  it('takes a state as typed in lower case and ZIP+4 without its hyphen, as the post writes them', () => {
    expect(deliveryAddressSchema.parse({ ...us, region: 'il', postalCode: '627011234' })).toEqual({
      ...us,
      postalCode: '62701-1234',
    });
  });

  it('leaves other countries their own regions and postal codes, or none', () => {
    const berlin = {
      name: 'Anna',
      line1: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
    };
    expect(deliveryAddressSchema.parse({ ...berlin, country: 'DE' })).toEqual({
      ...berlin,
      country: 'DE',
    });
    expect(
      deliveryAddressSchema.parse({
        ...us,
        region: 'Ontario',
        postalCode: 'M5V 2T6',
        country: 'CA',
      }),
    ).toMatchObject({ region: 'Ontario', postalCode: 'M5V 2T6' });
  });
});

describe('addresses of orders made before regions were asked', () => {
  const old = { line1: '1 Monastery Rd', city: 'Jordanville', postalCode: '13361', country: 'US' };

  it('still read on the thank-you page', () => {
    const answer = sessionStatusResponseSchema.parse({
      status: 'complete',
      customer_email: 'anna@example.com',
      shipping: { amount: 0, name: 'Anna Buyer', address: old },
    });
    expect(answer.shipping?.address).toEqual(old);
  });

  it('still read on the order desk', () => {
    const shipping = orderDetailSchema.shape.shipping.parse({ name: 'Anna Buyer', address: old });
    expect(shipping?.address).toEqual(old);
  });
});

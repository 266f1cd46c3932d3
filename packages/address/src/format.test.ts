import { describe, expect, it } from 'vitest';
import { addressFormRows, countryLines, formatAddress, formatAddressLine } from './index.js';

// Each expectation is the country's format in Google's address data, as the library carries it
// (`%N` name, `%A` address lines, `%C` city, `%S` region, `%Z` postal code, `%n` a new line).

describe('countryLines', () => {
  it.each([
    ['US', '%N%n%O%n%A%n%C, %S %Z', [['name'], ['lines'], ['city', 'region', 'postalCode']]],
    ['CA', '%N%n%O%n%A%n%C %S %Z', [['name'], ['lines'], ['city', 'region', 'postalCode']]],
    ['GB', '%N%n%O%n%A%n%C%n%Z', [['name'], ['lines'], ['city'], ['postalCode']]],
    ['DE', '%N%n%O%n%A%n%Z %C', [['name'], ['lines'], ['postalCode', 'city']]],
    ['JP', '%N%n%O%n%A, %S%n%Z (latin)', [['name'], ['lines', 'region'], ['postalCode']]],
  ])('reads %s from its format %s', (country, _format, lines) => {
    expect(countryLines(country)).toEqual(lines);
  });
});

describe('formatAddress', () => {
  const parts = { name: 'Anna Reader', line1: '1 Monastery Road' };

  it('writes a US address "City, ST 12345"', () => {
    expect(
      formatAddress({
        ...parts,
        line2: 'Gate house',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      }),
    ).toEqual([
      'Anna Reader',
      '1 Monastery Road',
      'Gate house',
      'Springfield, IL 62701',
      'United States',
    ]);
  });

  it('writes a Canadian address with the province between city and postal code', () => {
    expect(
      formatAddress({
        ...parts,
        city: 'Toronto',
        region: 'ON',
        postalCode: 'M5V 2T6',
        country: 'CA',
      }),
    ).toEqual(['Anna Reader', '1 Monastery Road', 'Toronto ON M5V 2T6', 'Canada']);
  });

  it('writes a British address with the town and the postcode on lines of their own', () => {
    expect(
      formatAddress({ ...parts, city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }),
    ).toEqual(['Anna Reader', '1 Monastery Road', 'London', 'SW1A 1AA', 'United Kingdom']);
  });

  it('writes a German address with the postal code before the city', () => {
    expect(formatAddress({ ...parts, city: 'Berlin', postalCode: '10115', country: 'DE' })).toEqual(
      ['Anna Reader', '1 Monastery Road', '10115 Berlin', 'Germany'],
    );
  });

  it('writes a Japanese address with the city after the street and the prefecture after them', () => {
    expect(
      formatAddress({
        ...parts,
        line1: '1-1 Chiyoda',
        line2: 'Room 2',
        city: 'Chiyoda-ku',
        region: 'Tokyo',
        postalCode: '100-0001',
        country: 'JP',
      }),
    ).toEqual(['Anna Reader', '1-1 Chiyoda', 'Room 2', 'Chiyoda-ku, Tokyo', '100-0001', 'Japan']);
  });

  it('shows an order from before regions were asked without a gap where the state would be', () => {
    expect(
      formatAddress({ ...parts, city: 'Jordanville', postalCode: '13361', country: 'US' }),
    ).toEqual(['Anna Reader', '1 Monastery Road', 'Jordanville 13361', 'United States']);
  });

  it('keeps a part the country has no place for on a line of its own', () => {
    expect(
      formatAddress({
        ...parts,
        city: 'Berlin',
        region: 'Berlin',
        postalCode: '10115',
        country: 'DE',
      }),
    ).toEqual(['Anna Reader', '1 Monastery Road', '10115 Berlin', 'Berlin', 'Germany']);
  });

  it('gives nothing for an address with no parts', () => {
    expect(formatAddress({})).toEqual([]);
  });

  it('joins the lines with commas for one line of text', () => {
    expect(
      formatAddressLine({ city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' }),
    ).toBe('Springfield, IL 62701, United States');
  });
});

describe('addressFormRows', () => {
  it('asks a US address in its order, city, state and ZIP code on one row', () => {
    expect(addressFormRows('US')).toEqual([
      ['name'],
      ['line1'],
      ['line2'],
      ['city', 'region', 'postalCode'],
    ]);
  });

  it('asks a German address postal code first, and no region', () => {
    expect(addressFormRows('DE')).toEqual([['name'], ['line1'], ['line2'], ['postalCode', 'city']]);
  });

  it('asks a Japanese address its city after the street, then the prefecture', () => {
    expect(addressFormRows('JP')).toEqual([
      ['name'],
      ['line1'],
      ['line2'],
      ['city'],
      ['region'],
      ['postalCode'],
    ]);
  });
});

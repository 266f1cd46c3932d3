import type { PostalAddress } from '@ministry/contracts';
import { formatAddress as formatByCountry, type Address } from 'localized-address-format';

// Addresses as each country writes them, from Google's address data (libaddressinput) as the
// `localized-address-format` package carries it: the order of the parts, the lines they share
// and what stands between them ("Springfield, IL 62701" in the US, "10115 Berlin" in Germany).

/** A part of an address the buyer gives; `lines` is line 1 and line 2. */
export type AddressPart = 'name' | 'lines' | 'city' | 'region' | 'postalCode';

const TOKENS: Record<string, AddressPart> = {
  N: 'name',
  A: 'lines',
  C: 'city',
  S: 'region',
  Z: 'postalCode',
};
const MARK = '\u0001';

/**
 * The country's lines as the parts it writes on each (`[['name'], ['lines'], ['city', 'region',
 * 'postalCode']]` for the US), read from the format by formatting marks in place of the parts.
 * Latin script: the buyer types in English, and mail from abroad is written so.
 */
export function countryLines(country: string): AddressPart[][] {
  const marked = formatByCountry(
    {
      postalCountry: country,
      name: `${MARK}N`,
      addressLines: [`${MARK}A`],
      locality: `${MARK}C`,
      administrativeArea: `${MARK}S`,
      postalCode: `${MARK}Z`,
    },
    'latin',
  );
  return marked
    .map((line) =>
      [...line.matchAll(new RegExp(`${MARK}([NACSZ])`, 'g'))].map((match) => TOKENS[match[1]!]!),
    )
    .filter((parts) => parts.length > 0);
}

const regionNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
    : null;

/** A country's English name from its ISO code ("US" → "United States"). */
export const countryName = (code: string): string => regionNames?.of(code) ?? code;

/**
 * The address as the country writes it, one line each, then the country's name: a US address ends
 * "Springfield, IL 62701" / "United States". A part the buyer gave that the country's format has no
 * place for is kept, never dropped: a city after the address lines, a region or postal code on a
 * line of its own. An address with no parts (an old order without one) gives no lines.
 */
export function formatAddress(address: PostalAddress & { name?: string }): string[] {
  const country = address.country?.toUpperCase();
  const has = new Set(country ? countryLines(country).flat() : []);
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const city = given(address.city);
  const region = given(address.region);
  const postalCode = given(address.postalCode);
  const lines = [address.line1, address.line2, has.has('city') ? undefined : city]
    .map(given)
    .filter((line): line is string => line !== undefined);

  const parts: Address = {
    ...(country ? { postalCountry: country } : {}),
    ...(given(address.name) ? { name: given(address.name) } : {}),
    addressLines: lines,
    ...(city && has.has('city') ? { locality: city } : {}),
    ...(region && has.has('region') ? { administrativeArea: region } : {}),
    ...(postalCode && has.has('postalCode') ? { postalCode } : {}),
  };
  const formatted = formatByCountry(parts, 'latin').reduce<string[]>((out, line) => {
    // "1-1 Chiyoda" / ", Tokyo": Japan's "%A, %S" after two address lines; the region belongs
    // on the last address line, as with one.
    if (line.startsWith(',') && out.length > 0) {
      out[out.length - 1] += line;
      return out;
    }
    out.push(line);
    return out;
  }, []);
  const unplaced = [
    has.has('region') ? undefined : region,
    has.has('postalCode') ? undefined : postalCode,
  ].filter(Boolean);
  if (unplaced.length > 0) formatted.push(unplaced.join(' '));
  if (country) formatted.push(countryName(country));
  return formatted;
}

/** The address on one line, its lines joined by commas, for a list or a plain-text email. */
export const formatAddressLine = (address: PostalAddress & { name?: string }): string =>
  formatAddress(address).join(', ');

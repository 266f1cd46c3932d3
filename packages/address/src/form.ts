import { US_STATES } from '@ministry/contracts';
import { countryLines } from './format.js';

// The delivery address form as the chosen country writes its addresses: the same parts in the
// country's order, the region named as its post names it, and the US's states as a select.

export type AddressField = 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode';

/** What the country calls its region, from Google's address data (`state_name_type`). */
// prettier-ignore
const REGION_NAMES: Record<string, string> = {
  AE: 'Emirate', AR: 'Province', AU: 'State', BR: 'State', CA: 'Province', CL: 'Region',
  CN: 'Province', CO: 'Department', EG: 'Governorate', ES: 'Province', HK: 'Area',
  ID: 'Province', IE: 'County', IN: 'State', IT: 'Province', JM: 'Parish', JP: 'Prefecture',
  KR: 'Province', MX: 'State', MY: 'State', NG: 'State', NI: 'Department', PE: 'Region',
  RU: 'Oblast', TH: 'Province', UA: 'Oblast', US: 'State', VE: 'State',
};

/** What the country calls its postal code (`zip_name_type`). */
const POSTAL_CODE_NAMES: Record<string, string> = {
  US: 'ZIP code',
  IN: 'PIN code',
  IE: 'Eircode',
};

export const regionLabel = (country: string): string => REGION_NAMES[country] ?? 'Region';
export const postalCodeLabel = (country: string): string =>
  POSTAL_CODE_NAMES[country] ?? 'Postal code';

/** The region's choices where the address must name one of them (the US's states); else null. */
export const regionChoices = (country: string): readonly (readonly [string, string])[] | null =>
  country === 'US' ? US_STATES : null;

/**
 * The form's rows in the country's order, the parts it writes on one line sharing a row (`City`,
 * `State`, `ZIP code` in the US; `Postal code`, `City` in Germany). A city the format has no place
 * for follows the address lines; a region it has no place for is not asked; a postal code is
 * always asked (the checkout requires one).
 */
export function addressFormRows(country: string): AddressField[][] {
  const lines = countryLines(country);
  const cityPlaced = lines.flat().includes('city');
  const rows: AddressField[][] = [];
  for (const parts of lines) {
    const row: AddressField[] = [];
    for (const part of parts) {
      if (part === 'lines') {
        if (row.length > 0) rows.push(row.splice(0));
        rows.push(['line1'], ['line2']);
        if (!cityPlaced) rows.push(['city']);
      } else {
        row.push(part);
      }
    }
    if (row.length > 0) rows.push(row);
  }
  if (!rows.flat().includes('postalCode')) rows.push(['postalCode']);
  return rows;
}

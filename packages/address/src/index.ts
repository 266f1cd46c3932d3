export { countryLines, countryName, formatAddress, formatAddressLine } from './format.js';
export type { AddressPart } from './format.js';
export {
  addressFormRows,
  postalCodeLabel,
  regionChoices,
  regionLabel,
  type AddressField,
} from './form.js';

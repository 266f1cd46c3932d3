import type { DeliveryAddress, ShippingTerms } from '@ministry/contracts';
import { AppError } from '@ministry/http';
import type { PaymentsConfig } from '../env.js';
import { countryName } from '@ministry/address';

/** The owner's shipping rates (env.ts), in dollars; `freeFrom` null: never free. */
export interface ShippingSettings {
  flatRate: number;
  freeFrom: number | null;
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[];
}

export const shippingSettingsFromConfig = (config: PaymentsConfig): ShippingSettings => ({
  flatRate: config.SHIPPING_FLAT_RATE,
  freeFrom: config.SHIPPING_FREE_FROM,
  countries: config.SHIPPING_COUNTRIES,
});

/** What `GET /shipping` answers: the numbers the checkout charges, and where it ships. */
export const shippingTerms = (settings: ShippingSettings): ShippingTerms => ({
  currency: 'usd',
  flatRate: settings.flatRate,
  freeFrom: settings.freeFrom,
  countries: settings.countries.map((code) => ({ code, name: countryName(code) })),
});

/**
 * The demo form's delivery address, checked against where the order may ship: required when it
 * may ship anywhere (a physical line), and in one of those countries. A 400 naming the fields,
 * before anything is paid, so the buyer corrects it and loses nothing.
 */
export function checkDeliveryAddress(
  address: DeliveryAddress | undefined,
  countries: readonly string[],
): DeliveryAddress | undefined {
  if (countries.length === 0) return undefined;
  if (!address) {
    throw AppError.badRequest(
      'Please give the delivery address for the physical items in your order.',
      ['name', 'line1', 'city', 'postalCode', 'country'].map((field) => ({
        path: `body.address.${field}`,
        message: 'is required',
      })),
    );
  }
  if (!countries.includes(address.country)) {
    const names = countries.map(countryName).join(', ');
    throw AppError.badRequest(`We only ship to ${names}.`, [
      { path: 'body.address.country', message: `must be one we ship to: ${names}` },
    ]);
  }
  return address;
}

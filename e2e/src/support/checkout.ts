// The demo payment form's delivery address, as a buyer of a physical item fills it.
import type { Page } from 'playwright-core';

export interface DeliveryAddress {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  /** The state as the form's select names it ("New York"), where the country asks one. */
  state?: string;
  /** The state's code, as the address is written ("NY"). */
  stateCode?: string;
  postalCode: string;
  /** The country's name as the form's select shows it. */
  country: string;
}

export const TEST_DELIVERY_ADDRESS: DeliveryAddress = {
  fullName: 'Anna Reader',
  line1: '1 Monastery Road',
  line2: 'Gate house',
  city: 'Jordanville',
  state: 'New York',
  stateCode: 'NY',
  postalCode: '13361',
  country: 'United States',
};

/** A US address left without its State, as a buyer might: the form must ask for it. */
export const SPRINGFIELD_WITHOUT_STATE: DeliveryAddress = {
  fullName: 'Sophia Reader',
  line1: '200 Capitol Avenue',
  city: 'Springfield',
  postalCode: '62701',
  country: 'United States',
};

/** The line a US address ends with, as the US writes it ("Jordanville, NY 13361"). */
export const cityLine = (address: DeliveryAddress): string =>
  `${address.city}, ${address.stateCode ?? ''} ${address.postalCode}`;

/**
 * Fills the delivery address of the demo payment form on `/checkout` (physical items only): the
 * country first, as the rest of the form follows it (a US address asks a State and a ZIP code).
 */
export async function fillDeliveryAddress(
  page: Page,
  address: DeliveryAddress = TEST_DELIVERY_ADDRESS,
): Promise<DeliveryAddress> {
  const payment = page.getByRole('region', { name: 'Demo Payment' });
  await payment.getByLabel('Country').selectOption({ label: address.country });
  await payment.getByLabel('Full name').fill(address.fullName);
  await payment.getByLabel('Address line 1').fill(address.line1);
  await payment.getByLabel('Address line 2 (optional)').fill(address.line2 ?? '');
  await payment.getByLabel('City').fill(address.city);
  if (address.state) {
    await payment.getByLabel('State', { exact: true }).selectOption({ label: address.state });
  }
  await payment.getByLabel(/^(ZIP code|Postal code)$/).fill(address.postalCode);
  return address;
}

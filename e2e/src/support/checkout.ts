// The demo payment form's delivery address, as a buyer of a physical item fills it.
import type { Page } from 'playwright-core';

export interface DeliveryAddress {
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  /** The country's name as the form's select shows it. */
  country: string;
}

export const TEST_DELIVERY_ADDRESS: DeliveryAddress = {
  fullName: 'Anna Reader',
  line1: '1 Monastery Road',
  line2: 'Gate house',
  city: 'Jordanville',
  postalCode: '13361',
  country: 'United States',
};

/** Fills the delivery address of the demo payment form on `/checkout` (physical items only). */
export async function fillDeliveryAddress(
  page: Page,
  address: DeliveryAddress = TEST_DELIVERY_ADDRESS,
): Promise<DeliveryAddress> {
  const payment = page.getByRole('region', { name: 'Demo Payment' });
  await payment.getByLabel('Full name').fill(address.fullName);
  await payment.getByLabel('Address line 1').fill(address.line1);
  await payment.getByLabel('Address line 2 (optional)').fill(address.line2 ?? '');
  await payment.getByLabel('City').fill(address.city);
  await payment.getByLabel('Postal code').fill(address.postalCode);
  await payment.getByLabel('Country').selectOption({ label: address.country });
  return address;
}

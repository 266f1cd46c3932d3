import type { ShippingTerms } from '@ministry/contracts';
import { apiRequest } from './api-client';
import { loadContracts } from './contracts';

/** `GET {payments}/shipping`: the owner's rate, free-shipping subtotal and countries. */
export async function getShippingTerms(signal?: AbortSignal): Promise<ShippingTerms> {
  const { shippingTermsSchema } = await loadContracts();
  return apiRequest('/shipping', { service: 'payments', schema: shippingTermsSchema, signal });
}

import type { PaymentsConfig } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { useQuery } from '@/lib/use-query';

/**
 * `GET {payments}/config`: pay through Stripe (with its publishable key) or in demo mode. Every
 * public page asks (the demo banner), so the schema comes with the contracts' own chunk rather
 * than pulling them into the first page's code.
 */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const { paymentsConfigSchema } = await loadContracts();
  return apiRequest('/config', { service: 'payments', schema: paymentsConfigSchema, signal });
}

export const usePaymentsConfig = () => useQuery('payments-config', getPaymentsConfig);

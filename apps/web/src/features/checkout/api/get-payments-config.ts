import { paymentsConfigSchema, type PaymentsConfig } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** `GET {payments}/config`: pay through Stripe (with its publishable key) or in demo mode. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiRequest('/config', { service: 'payments', schema: paymentsConfigSchema, signal });
}

export const usePaymentsConfig = () => useQuery('payments-config', getPaymentsConfig);

import { fundGoalsProgressSchema, type FundGoalsProgress } from '@ministry/contracts/gifts';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET {payments}/gifts/goals`: the meters of the funds raising a set amount now. Read afresh by
 * `/donate`'s loader on every request (payments keeps nothing, the gateway never keeps `/donate`),
 * so a gift shows on the next page load.
 */
export const getFundGoals = (signal?: AbortSignal): Promise<FundGoalsProgress> =>
  apiRequest('/gifts/goals', { service: 'payments', schema: fundGoalsProgressSchema, signal });

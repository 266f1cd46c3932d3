import {
  subscriptionPreferencesSchema,
  type SubscriptionPreferences,
  type SubscriptionPreferencesInput,
} from '@ministry/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The calls behind a subscriber's emailed links. The token in the address is the only
 * credential: it goes to the api as it came and is never kept.
 */
const tokenPath = (token: string) => `/api/subscriptions/${encodeURIComponent(token)}`;

const confirmedSchema = z.object({ message: z.string(), manageToken: z.string() });

/** `POST /api/subscriptions/confirm`: the subscription confirmed, and the key to its preferences. */
export const confirmSubscription = (token: string) =>
  apiRequest('/api/subscriptions/confirm', {
    method: 'POST',
    body: { token },
    schema: confirmedSchema,
  });

export const getPreferences = (token: string, signal?: AbortSignal) =>
  apiRequest(tokenPath(token), { schema: subscriptionPreferencesSchema, signal });

export const updatePreferences = (
  token: string,
  input: SubscriptionPreferencesInput,
): Promise<SubscriptionPreferences> =>
  apiRequest(tokenPath(token), {
    method: 'PATCH',
    body: input,
    schema: subscriptionPreferencesSchema,
  });

/** Leaves every list (the same endpoint the emails' one-click unsubscribe posts to). */
export const leaveEveryList = (token: string) =>
  apiRequest(`${tokenPath(token)}/unsubscribe`, {
    method: 'POST',
    body: {},
    schema: z.object({ message: z.string() }),
  });

/** Deletes the address and its history; the api keeps only an anonymous count. */
export const deleteSubscriberData = (token: string) =>
  apiRequest(tokenPath(token), { method: 'DELETE' });

/** Where "Download my data" points: the api's JSON export, on the site's origin. */
export const dataExportPath = (token: string) => `${tokenPath(token)}/data`;

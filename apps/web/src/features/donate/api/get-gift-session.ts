import { giftSessionStatusSchema, type GiftSessionStatus } from '@ministry/contracts/gifts';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET {payments}/gifts/sessions/:id`: how a gift made in Stripe's checkout stands when its donor
 * comes back to `/donate?gift_session=`. Called by the page's loader only, on the server.
 */
export const getGiftSession = (
  sessionId: string,
  signal?: AbortSignal,
): Promise<GiftSessionStatus> =>
  apiRequest(`/gifts/sessions/${encodeURIComponent(sessionId)}`, {
    service: 'payments',
    schema: giftSessionStatusSchema,
    signal,
  });

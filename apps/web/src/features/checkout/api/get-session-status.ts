import { sessionStatusResponseSchema, type SessionStatusResponse } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** `GET {payments}/session-status?session_id=`: how the payment went. */
export function getSessionStatus(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SessionStatusResponse> {
  return apiRequest(`/session-status?session_id=${encodeURIComponent(sessionId)}`, {
    service: 'payments',
    schema: sessionStatusResponseSchema,
    signal,
  });
}

export const useSessionStatus = (sessionId: string | null) =>
  useQuery(sessionId ? `session-status:${sessionId}` : null, (signal) =>
    getSessionStatus(sessionId ?? '', signal),
  );

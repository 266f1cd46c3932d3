import { demoCompleteResponseSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST {payments}/demo/sessions/:id/complete`: the demo mode's pretend payment. */
export async function completeDemoSession(sessionId: string, email: string): Promise<void> {
  await apiRequest(`/demo/sessions/${encodeURIComponent(sessionId)}/complete`, {
    service: 'payments',
    method: 'POST',
    body: { email },
    schema: demoCompleteResponseSchema,
  });
}

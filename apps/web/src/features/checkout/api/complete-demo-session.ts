import { demoCompleteResponseSchema, type DemoCompleteInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST {payments}/demo/sessions/:id/complete`: the demo mode's pretend payment, with the
 * delivery address when the order has physical items.
 */
export async function completeDemoSession(
  sessionId: string,
  input: DemoCompleteInput,
): Promise<void> {
  await apiRequest(`/demo/sessions/${encodeURIComponent(sessionId)}/complete`, {
    service: 'payments',
    method: 'POST',
    body: input,
    schema: demoCompleteResponseSchema,
  });
}

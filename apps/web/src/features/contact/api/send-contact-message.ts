import { contactMessageResponseSchema, type ContactMessageInput } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/contact`: the server's acknowledgement. */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const { message } = await apiRequest('/api/contact', {
    method: 'POST',
    body: input,
    schema: contactMessageResponseSchema,
  });
  return message;
}

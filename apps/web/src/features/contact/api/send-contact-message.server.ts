import { contactMessageInputSchema, contactMessageResponseSchema } from '@ministry/contracts';
import { apiRequest, ApiError } from '@/lib/api-client';
import { forVisitor } from '@/lib/email-session.server';
import { fieldErrors } from '@/lib/field-errors';
import { textOf, type VisitorHeaders } from '@/lib/route-action';
import {
  CONTACT_FIELD_MESSAGES,
  EMPTY_CONTACT,
  type ContactAnswer,
  type ContactFields,
} from '../lib/contact-form';

const word = (message: string) => message;

/**
 * `/contact`'s action: the posted form checked with the contract, then `POST /api/contact` with
 * the visitor's address (the api limits messages per visitor, not per web server). Answers
 * what the page shows, with the HTTP status that goes with it.
 */
export async function sendContactMessage(
  form: FormData,
  visitor: VisitorHeaders | undefined,
): Promise<{ answer: ContactAnswer; status: number }> {
  const values = Object.fromEntries(
    Object.keys(EMPTY_CONTACT).map((field) => [field, textOf(form, field)]),
  ) as ContactFields;
  const input = contactMessageInputSchema.safeParse(values);
  if (!input.success) {
    const errors = fieldErrors(input.error, CONTACT_FIELD_MESSAGES, word);
    return { answer: { values, errors }, status: 400 };
  }
  try {
    await apiRequest('/api/contact', {
      method: 'POST',
      body: {
        ...input.data,
        subject: input.data.subject || undefined,
        website: input.data.website || undefined,
      },
      schema: contactMessageResponseSchema,
      ...forVisitor(visitor),
    });
    return { answer: { sent: true }, status: 200 };
  } catch (error) {
    const status = error instanceof ApiError && error.status >= 400 ? error.status : 502;
    const message = error instanceof ApiError ? error.message : 'Something went wrong.';
    return { answer: { values, error: message }, status };
  }
}

import { subscribeInputSchema, subscribeResponseSchema } from '@ministry/contracts';
import { apiRequest, ApiError } from '@/lib/api-client';
import { forVisitor } from '@/lib/email-session.server';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';
import { textOf, type VisitorHeaders } from '@/lib/route-action';
import {
  SUBSCRIBE_FIELD_MESSAGES,
  type SubscribeAnswer,
  type SubscribeField,
  type SubscribeValues,
} from '../lib/subscribe-form';

const word = (message: string) => message;

/** A refusal of the api's (400) put on the form's own fields, by the paths it names. */
function apiFieldErrors(error: ApiError): FieldErrors<SubscribeField> {
  const errors: FieldErrors<SubscribeField> = {};
  for (const detail of error.details) {
    const field = detail.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (Object.hasOwn(SUBSCRIBE_FIELD_MESSAGES, field)) {
      errors[field as SubscribeField] ??= SUBSCRIBE_FIELD_MESSAGES[field as SubscribeField];
    }
  }
  return errors;
}

/**
 * `/subscribe`'s action, whichever form posted (with or without the page's JavaScript): the
 * fields checked with the contract, then `POST /api/subscribe` with the visitor's address (the
 * api limits sign-ups per visitor, not per web server). The api answers the same whatever the
 * address, and so does this.
 */
export async function subscribe(
  form: FormData,
  visitor: VisitorHeaders | undefined,
): Promise<{ answer: SubscribeAnswer; status: number }> {
  const values: SubscribeValues = {
    email: textOf(form, 'email').trim(),
    name: textOf(form, 'name').trim(),
    lists: form.getAll('lists').filter((list): list is string => typeof list === 'string'),
    calendar: textOf(form, 'calendar') || 'new',
    place: textOf(form, 'place'),
  };
  const input = subscribeInputSchema.safeParse({
    ...values,
    name: values.name || undefined,
    website: textOf(form, 'website') || undefined,
  });
  if (!input.success) {
    const errors = fieldErrors(input.error, SUBSCRIBE_FIELD_MESSAGES, word);
    // A tampered hidden field (place, calendar) is no fault of the visitor's: said for the form.
    const error = Object.keys(errors).length === 0 ? 'The form was incomplete.' : undefined;
    return { answer: { values, errors, ...(error ? { error } : {}) }, status: 400 };
  }
  try {
    await apiRequest('/api/subscribe', {
      method: 'POST',
      body: input.data,
      schema: subscribeResponseSchema,
      ...forVisitor(visitor),
    });
    return { answer: { sent: true }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const errors = apiFieldErrors(error);
      if (Object.keys(errors).length > 0) return { answer: { values, errors }, status: 400 };
    }
    const status = error instanceof ApiError && error.status >= 400 ? error.status : 502;
    const message =
      error instanceof ApiError && error.status > 0 && error.status < 500
        ? error.message
        : 'The subscription could not be sent just now. Please try again in a moment.';
    return { answer: { values, error: message }, status };
  }
}

import type { ContactMessageInput } from '@ministry/contracts';
import type { FieldErrors } from '@/lib/field-errors';

/**
 * The contact form as the page and its action share it: its fields (the contract's input), and
 * the page's own words for each field's problem, whatever the contract's message.
 */
export type ContactFields = ContactMessageInput;
export type ContactField = Exclude<keyof ContactFields, 'website'>;

export const EMPTY_CONTACT: Required<ContactFields> = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

export const CONTACT_FIELD_MESSAGES: Record<ContactField, string> = {
  name: 'Please tell us your name.',
  email: 'Please enter a valid email address.',
  subject: 'Please keep the subject under 200 characters.',
  message: 'Please write your message (up to 5,000 characters).',
};

/** What the action answered: sent, or what to put right (with what was typed, to keep it). */
export type ContactAnswer =
  | { sent: true }
  | { sent?: false; values: ContactFields; errors?: FieldErrors<ContactField>; error?: string };

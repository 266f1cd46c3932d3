import type { MailingList, SUBSCRIBE_PLACES } from '@ministry/contracts';
import type { FieldErrors } from '@/lib/field-errors';

/**
 * The subscribe form as its places (home, journal, a post, the thank-you page, the footer, the
 * `/subscribe` page) and the `/subscribe` action share it: the fields, the page's words for each
 * field's problem, and what the action answers.
 */
export type SubscribeField = 'email' | 'name' | 'lists';

/** Where a form stands, stored with the consent (the contract's places but `import`). */
export type SubscribePlace = Exclude<(typeof SUBSCRIBE_PLACES)[number], 'import'>;

export const SUBSCRIBE_FIELD_MESSAGES: Record<SubscribeField, string> = {
  email: 'Please enter a valid email address.',
  name: 'Please keep your name under 100 characters.',
  lists: 'Please choose at least one list.',
};

/**
 * A page's offer of the email list, in its loader's data as `subscribe`: the public layout then
 * closes the page with the form (components/offered-subscribe.tsx).
 */
export interface SubscribeOffer {
  place: SubscribePlace;
  lists: MailingList[];
  title?: string;
}

/**
 * The same words as the contract's SUBSCRIBE_CONSENT_TEXT (a test holds them equal): the form's
 * chunk would otherwise bring every contract and zod to a page that needs none of them.
 */
export const CONSENT_TEXT =
  'Send me the emails of the lists I chose. I can leave at any time from a link in each email. ' +
  'No tracking: we never record whether an email is opened or a link followed.';

/** The list every form offers first, checked; the footer's only one. */
export const JOURNAL_LIST = 'journal';

/** What was typed, kept to show again when something must be put right. */
export interface SubscribeValues {
  email: string;
  name: string;
  lists: string[];
  calendar: string;
  /** The form's place, kept when a post made without JavaScript lands on `/subscribe`. */
  place: string;
}

/** The same words whatever the address (new, pending, already confirmed): nothing is given away. */
export const CHECK_YOUR_INBOX =
  'Check your inbox: we sent a link to confirm your subscription. Nothing is sent to you before you follow it.';

/** What the action answered: sent, or what to put right (with what was typed, to keep it). */
export type SubscribeAnswer =
  | { sent: true }
  | {
      sent?: false;
      values: SubscribeValues;
      errors?: FieldErrors<SubscribeField>;
      error?: string;
    };

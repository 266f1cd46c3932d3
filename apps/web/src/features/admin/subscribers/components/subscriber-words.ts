import type {
  MailingList,
  SubscriberEmail,
  SubscriberStatus,
  SUBSCRIBE_PLACES,
  SUBSCRIBER_EVENTS,
} from '@ministry/contracts';

/** The subscribers' screens' words for the contracts' values, in the owner's terms. */

export const STATUS_WORDS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};

export const EVENT_WORDS: Record<(typeof SUBSCRIBER_EVENTS)[number], string> = {
  subscribed: 'Subscribed',
  confirmed: 'Confirmed',
  'lists-changed': 'Changed lists',
  paused: 'Paused',
  resumed: 'Resumed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
  imported: 'Imported',
};

export const PLACE_WORDS: Record<(typeof SUBSCRIBE_PLACES)[number], string> = {
  home: 'Home page form',
  journal: 'Journal form',
  post: 'Form under a post',
  'thank-you': 'Thank-you page form',
  footer: 'Footer form',
  'subscribe-page': 'The /subscribe page',
  import: 'Imported by the owner',
};

export const EMAIL_STATUS_WORDS: Record<SubscriberEmail['status'], string> = {
  claimed: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const CALENDAR_WORDS = { new: 'New (Revised Julian)', old: 'Old (Julian)' } as const;

/** What fills a list, as its row says it. */
export function kindWords(list: Pick<MailingList, 'kind' | 'anchor'>): string {
  if (list.kind === 'journal') return 'Journal posts';
  if (list.kind === 'new-resources') return 'New resources';
  return list.anchor === 'nativity-fast'
    ? 'Seasonal series (from the Nativity Fast)'
    : 'Seasonal series (from Clean Monday)';
}

/** A list's name by its id, or the id itself for a list no longer known. */
export const listNamer = (lists: readonly MailingList[] | undefined) => (id: string) =>
  lists?.find((list) => list.id === id)?.name ?? id;

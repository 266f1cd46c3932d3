// The subscribers' screens' tests: people and lists as the api answers them, on a mocked api
// that notes what each screen asked for.
import { http, HttpResponse } from 'msw';
import type {
  MailingList,
  Subscriber,
  SubscriberDetail,
  SubscriberSummary,
} from '@ministry/contracts';
import { objectId } from '../../testing/factories';
import { apiPath, server } from '@/testing/server';

export const LISTS: MailingList[] = [
  { id: 'journal', name: 'Journal', kind: 'journal', public: true },
  { id: 'new-resources', name: 'New resources', kind: 'new-resources', public: true },
  {
    id: 'great-lent',
    name: 'Great Lent, day by day',
    kind: 'series',
    anchor: 'clean-monday',
    public: true,
  },
];

export const buildSubscriber = (overrides: Partial<Subscriber> = {}): Subscriber => ({
  _id: objectId(),
  email: 'anna@example.org',
  name: 'Anna Petrova',
  status: 'confirmed',
  lists: ['journal'],
  calendar: 'new',
  consents: [
    {
      at: '2026-02-01T10:00:00.000Z',
      place: 'post',
      text: 'Send me the emails of the lists I chose.',
      ip: '203.0.113.7',
    },
  ],
  events: [
    { at: '2026-02-01T10:00:00.000Z', kind: 'subscribed', detail: 'post: journal' },
    { at: '2026-02-01T10:05:00.000Z', kind: 'confirmed' },
  ],
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:05:00.000Z',
  ...overrides,
});

export const buildSubscriberDetail = (
  overrides: Partial<SubscriberDetail> = {},
): SubscriberDetail => ({ ...buildSubscriber(), emails: [], ...overrides });

export const SUMMARY: SubscriberSummary = [
  { list: 'journal', name: 'Journal', confirmed: 12, pending: 3, unsubscribed: 2, bounced: 1 },
  {
    list: 'great-lent',
    name: 'Great Lent, day by day',
    confirmed: 40,
    pending: 0,
    unsubscribed: 5,
    bounced: 0,
  },
];

/**
 * The list, the counts and the people (`people` for every query); returns the queries the list
 * was asked with, in order.
 */
export function subscribersApi(people: Subscriber[], summary: SubscriberSummary = SUMMARY) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(apiPath('/lists/all'), () => HttpResponse.json(LISTS)),
    http.get(apiPath('/subscribers/summary'), () => HttpResponse.json(summary)),
    http.get(apiPath('/subscribers'), ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ items: people, total: people.length, page: 1, pages: 1 });
    }),
  );
  return asked;
}

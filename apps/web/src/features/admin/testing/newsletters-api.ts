// The email sends' tests: a send as the api answers it, and the api's lists and sends served.
import type { NewsletterSend } from '@ministry/contracts';
import { http, HttpResponse } from 'msw';
import { buildMailingLists } from '@/testing/factories';
import { apiPath, server } from '@/testing/server';
import { objectId } from './factories';

export const buildNewsletterSend = (overrides: Partial<NewsletterSend> = {}): NewsletterSend => ({
  _id: objectId(),
  source: 'post',
  sourceId: objectId(),
  subject: 'On Prayer',
  lists: ['journal'],
  status: 'sent',
  startedAt: '2026-03-02T09:00:00.000Z',
  finishedAt: '2026-03-02T09:05:00.000Z',
  total: 120,
  sent: 117,
  failed: 1,
  skipped: 2,
  createdAt: '2026-03-02T08:59:00.000Z',
  ...overrides,
});

/**
 * Serves the lists (the journal, new resources, a series) and `sends`; returns a mock called on
 * each request for the sends (the page polls them while one runs).
 */
export function newslettersApi(sends: NewsletterSend[] | (() => NewsletterSend[]) = []) {
  const asked = vi.fn();
  server.use(
    http.get(apiPath('/lists/all'), () => HttpResponse.json(buildMailingLists())),
    http.get(apiPath('/newsletters'), () => {
      asked();
      return HttpResponse.json(typeof sends === 'function' ? sends() : sends);
    }),
  );
  return asked;
}

// The post form's tests: the categories it offers, the list it returns to, the calendar it
// schedules by, and a post written into it.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCategory } from '../../testing/factories';
import { newslettersApi } from '../../testing/newsletters-api';
import type { renderAdmin } from '../../testing/render-admin';
import { buildChurchDay } from '@/testing/factories';
import { apiPath, server } from '@/testing/server';

export const lent = buildCategory({ name: 'Great Lent' });
export const saints = buildCategory({ name: 'Lives of Saints' });

/** The categories' checkboxes (a season, too, is called "Great Lent"). */
export const inCategories = () => within(screen.getByRole('group', { name: 'Categories' }));
export const inSeasons = () => within(screen.getByRole('group', { name: 'Seasons and feasts' }));

/**
 * Serves the two categories (and, to the edit page's "send as an email", the lists and no sends);
 * the returned mock is called with each request's Authorization.
 */
export function categories() {
  const list = vi.fn();
  newslettersApi();
  server.use(
    http.get(apiPath('/categories'), ({ request }) => {
      list(request.headers.get('Authorization'));
      return HttpResponse.json([lent, saints]);
    }),
  );
  return list;
}

/** The list the form returns to after saving. */
export function postsList() {
  server.use(http.get(apiPath('/posts/all'), () => HttpResponse.json([])));
}

/** The church calendar's Pascha: 2026's is April 12, 2027's May 2. */
export function paschaApi() {
  server.use(
    http.get(apiPath('/calendar/today'), ({ request }) => {
      const year = new URL(request.url).searchParams.get('date')?.slice(0, 4);
      return HttpResponse.json(
        buildChurchDay({ pascha: year === '2027' ? '2027-05-02' : '2026-04-12' }),
      );
    }),
  );
}

type User = ReturnType<typeof renderAdmin>['user'];

/** Fills the title, excerpt and content of a new post. */
export async function writePost(user: User) {
  await user.type(await screen.findByLabelText(/^Title/), 'Forgiveness Sunday');
  await user.type(screen.getByLabelText(/^Excerpt/), 'On the eve of Lent.');
  await user.type(screen.getByLabelText(/^Content/), 'Forgive us, as we forgive.');
}

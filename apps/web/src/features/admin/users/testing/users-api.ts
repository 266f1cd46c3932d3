// The users page's tests: a users endpoint the test can change, a row, the new-user form.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PublicUser } from '@ministry/contracts';
import { TEST_TOKEN, type renderAdmin } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

type User = ReturnType<typeof renderAdmin>['user'];

/** A users endpoint backed by a list the test can change, counting the loads. */
export function usersApi(initial: PublicUser[]) {
  const state = { users: [...initial], loads: 0 };
  server.use(
    http.get(apiPath('/users'), ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${TEST_TOKEN}`) {
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }
      state.loads += 1;
      return HttpResponse.json(state.users);
    }),
  );
  return state;
}

/** The table row of the user with `email`. */
export const rowOf = (email: string) =>
  screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

/** Fills the new-user form for elias, choosing `role` if given. */
export async function fillNewUser(user: User, role?: 'Admin' | 'Editor') {
  await user.type(screen.getByLabelText(/^Username/), 'elias');
  await user.type(screen.getByLabelText(/^Email/), 'elias@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'kyrie-eleison');
  if (role) await user.selectOptions(screen.getByLabelText('Role'), role);
}

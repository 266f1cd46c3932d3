import type { PublicUser } from '@ministry/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { storeSession } from '@/lib/auth-storage';
import { adminRoutes } from '../routes';
import { buildUser } from './factories';

export const TEST_TOKEN = 'test-token';

/** Stores a session as a login would; returns the signed-in user. */
export function signIn(overrides: Partial<PublicUser> = {}): PublicUser {
  const user = buildUser(overrides);
  storeSession(TEST_TOKEN, user);
  return user;
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

/** Renders the real admin routes (guard, layouts, lazy screens) at `entry`. */
export function renderAdmin(entry: InitialEntry) {
  return renderRouter(createMemoryRouter(adminRoutes, { initialEntries: [entry] }));
}

/**
 * Renders one screen on its own, without the guard: for the screens' own "no token" messages,
 * which the guard would otherwise pre-empt.
 */
export function renderScreen(path: string, entry: string, Screen: ComponentType) {
  return renderRouter(
    createMemoryRouter(
      [
        { path, Component: Screen },
        { path: '*', Component: () => null },
      ],
      { initialEntries: [entry] },
    ),
  );
}

/** A promise to hold a mocked answer back until the test lets it go. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

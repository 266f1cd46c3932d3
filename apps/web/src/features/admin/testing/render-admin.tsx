import type { PublicUser } from '@ministry/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { storeSession } from '@/lib/auth-storage';
import { queryClient } from '@/lib/query-client';
import { adminRoutes } from '@/testing/app-routes';
import { buildUser } from './factories';

export { deferred } from '@/testing/deferred';

export const TEST_TOKEN = 'test-token';

/** Stores a session as a login would; returns the signed-in user. */
export function signIn(overrides: Partial<PublicUser> = {}): PublicUser {
  const user = buildUser(overrides);
  storeSession(TEST_TOKEN, user);
  return user;
}

/**
 * Where the admin sends a visitor to sign in. The real login page is the auth feature's (the
 * whole journey is tested in app/admin-area.test.tsx); this one shows what it was told.
 */
function LoginStub() {
  const { state } = useLocation();
  return (
    <main>
      <h1>CMS Login</h1>
      <pre data-testid="login-state">{JSON.stringify(state ?? null)}</pre>
    </main>
  );
}

const loginStub: RouteObject = { path: '/login', Component: LoginStub };

/** Renders the real admin routes (guard, layouts, lazy screens) at `entry`. */
export function renderAdmin(entry: InitialEntry) {
  // One cache serves the admin, as in the browser (the guard provides it, the routes' loaders
  // fill it); each test starts with it empty.
  queryClient.clear();
  const user = userEvent.setup();
  const router = createMemoryRouter([loginStub, ...adminRoutes], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return { router, user };
}

/**
 * Answers the admin's confirm dialog (which replaces `window.confirm`): presses its action
 * (`yes`) or Cancel; returns the question it asked.
 */
export async function answerConfirm(
  user: ReturnType<typeof userEvent.setup>,
  yes = true,
): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const question = dialog.querySelector('p')?.textContent ?? '';
  const buttons = within(dialog).getAllByRole('button');
  const button = yes ? buttons.at(-1) : within(dialog).getByRole('button', { name: 'Cancel' });
  if (button) await user.click(button);
  return question;
}

type Outcome = 'alert' | 'status';

const saying = (role: Outcome, text: string | RegExp) =>
  screen
    .queryAllByRole(role)
    .filter((element) =>
      typeof text === 'string'
        ? (element.textContent ?? '').includes(text)
        : text.test(element.textContent ?? ''),
    );

/**
 * The outcome the owner is shown, wherever it is (a toast in the viewport or a message beside
 * the form): waits for an alert or a status saying `text` and returns the latest one.
 */
export async function findOutcome(role: Outcome, text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = saying(role, text).at(-1);
    if (!found) throw new Error(`No ${role} says ${String(text)}`);
    return found;
  });
}

/** Waits until no alert or status says `text` any more (a toast taken down). */
export async function waitForNoOutcome(role: Outcome, text: string | RegExp): Promise<void> {
  await waitFor(() => expect(saying(role, text)).toHaveLength(0));
}

/** The toasts in the admin's toaster (its region, "Outcomes"). */
export const toaster = () => within(screen.getByRole('region', { name: /^Outcomes/ }));

import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { loadContracts } from '@/lib/contracts';
import { routes } from '@/app/routes';
import { apiPath, server } from './server';

interface RenderAppOptions {
  /** Handlers for this test; they win over the defaults below. */
  handlers?: RequestHandler[];
  /** Navigation state of the first entry (e.g. `{ featuredPearlId }`). */
  state?: unknown;
  /** Options for user-event (fake timers need `advanceTimers`). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The whole app at `path`, as a visitor sees it: the real routes, layout and cart, on a memory
 * router. The sidebar's pearl call answers an empty list unless a test says otherwise. Resolves
 * once the stored cart has been read (it waits for the contracts chunk).
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  server.use(http.get(apiPath('/pearls'), () => HttpResponse.json([])));
  if (options.handlers?.length) server.use(...options.handlers);
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: path.split('?')[0], search: searchOf(path), state: options.state },
    ],
  });
  const user = userEvent.setup(options.user);
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await act(() => loadContracts());
  return { ...view, user, router };
}

const searchOf = (path: string) => {
  const index = path.indexOf('?');
  return index === -1 ? '' : path.slice(index);
};

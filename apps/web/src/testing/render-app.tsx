import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadContracts } from '@/lib/contracts';
import { appRoutes } from './app-routes';
import { buildChurchDay, buildSeasonResources } from './factories';
import { apiPath, paymentsPath, server } from './server';

interface RenderAppOptions {
  /** Handlers for this test; they win over the defaults below. */
  handlers?: RequestHandler[];
  /** Navigation state of the first entry (e.g. `{ featuredPearlId }`). */
  state?: unknown;
  /** Options for user-event (fake timers need `advanceTimers`). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The whole app at `path`, as a visitor sees it: the real routes (loaders included), layout and
 * cart, on a memory router. The sidebar's pearl call answers no pearl, the Church's day is an
 * ordinary Wednesday with nothing tagged for the home page's season, the subscribe forms offer
 * the journal alone (no public lists), and payments run in demo
 * mode unless a test says otherwise. Resolves
 * once the stored cart has been read (it waits for the contracts chunk).
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  server.use(
    http.get(apiPath('/pearls'), () => HttpResponse.json([])),
    http.get(apiPath('/calendar/pearl'), () => HttpResponse.json({ pearl: null })),
    http.get(apiPath('/calendar/season'), () => HttpResponse.json(buildSeasonResources())),
    http.get(paymentsPath('/config'), () => HttpResponse.json({ mode: 'demo' })),
    http.get(apiPath('/calendar/today'), () => HttpResponse.json(buildChurchDay())),
    http.get(apiPath('/lists'), () => HttpResponse.json([])),
  );
  if (options.handlers?.length) server.use(...options.handlers);
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [
      { pathname: path.split('?')[0], search: searchOf(path), state: options.state },
    ],
  });
  const user = userEvent.setup(options.user);
  const view = render(<RouterProvider router={router} />);
  await act(() => loadContracts());
  return { ...view, user, router };
}

const searchOf = (path: string) => {
  const index = path.indexOf('?');
  return index === -1 ? '' : path.slice(index);
};

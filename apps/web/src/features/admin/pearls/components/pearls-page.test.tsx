import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Pearl } from '@ministry/contracts';
import { buildPearl } from '../../testing/factories';
import {
  renderAdmin,
  signIn,
  TEST_TOKEN,
  answerConfirm,
  findOutcome,
  waitForNoOutcome,
} from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

function pearlsApi(initial: Pearl[]) {
  const state = { list: initial, queries: [] as (string | null)[], auth: [] as (string | null)[] };
  server.use(
    http.get(apiPath('/pearls/admin'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      state.queries.push(q);
      state.auth.push(request.headers.get('Authorization'));
      return HttpResponse.json(
        q ? state.list.filter((pearl) => pearl.title.includes(q)) : state.list,
      );
    }),
  );
  return state;
}

describe('PearlsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists and searches pearls with the token', async () => {
    signIn();
    const api = pearlsApi([
      buildPearl({ title: 'On Stillness' }),
      buildPearl({ title: 'On Prayer', book: 'Ladder' }),
    ]);
    const { user } = renderAdmin('/admin/pearls');

    expect(await screen.findByRole('cell', { name: 'On Stillness' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search pearls' }), 'Prayer');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'On Stillness' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'On Prayer' })).toBeInTheDocument();
    expect(api.queries).toEqual([null, 'Prayer']);
    expect(api.auth[0]).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('adds a pearl after checking it, and edits one with only its fields', async () => {
    signIn();
    const stillness = buildPearl({ title: 'On Stillness', book: 'St Seraphim' });
    const api = pearlsApi([stillness]);
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      http.post(apiPath('/pearls'), async ({ request }) => {
        const body = (await request.json()) as Pearl;
        sent.push({ method: 'POST', body });
        api.list = [...api.list, buildPearl({ ...body })];
        return HttpResponse.json(api.list.at(-1), { status: 201 });
      }),
      http.patch(apiPath(`/pearls/${stillness._id}`), async ({ request }) => {
        const body = await request.json();
        sent.push({ method: 'PATCH', body });
        api.list = [{ ...stillness, title: 'Stillness' }, ...api.list.slice(1)];
        return HttpResponse.json(api.list[0]);
      }),
    );
    const { user } = renderAdmin('/admin/pearls');
    await screen.findByRole('cell', { name: 'On Stillness' });

    await user.click(screen.getByRole('button', { name: 'Add Pearl' }));
    expect(await screen.findByText('Saint or source is required')).toBeInTheDocument();
    expect(screen.getByText('Words is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Saint or source/), 'On Love');
    await user.type(screen.getByLabelText(/^Words/), 'God is love.');
    await user.click(screen.getByText('Feasts'));
    await user.click(screen.getByRole('checkbox', { name: 'Ascension of the Lord' }));
    await user.click(screen.getByRole('button', { name: 'Add Pearl' }));
    expect(await screen.findByRole('cell', { name: 'On Love' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit On Stillness' }));
    const title = screen.getByLabelText(/^Saint or source/);
    await user.clear(title);
    await user.type(title, 'Stillness');
    await user.clear(screen.getByLabelText('Book'));
    await user.click(screen.getByRole('button', { name: 'Save Pearl' }));

    expect(await screen.findByRole('cell', { name: 'Stillness' })).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', body: { title: 'On Love', body: 'God is love.', seasons: ['ascension'] } },
      {
        method: 'PATCH',
        body: { title: 'Stillness', body: stillness.body, book: null, seasons: [] },
      },
    ]);
  });

  it('shows only the latest outcome: a delete clears a failed save, a save clears a failed delete', async () => {
    signIn();
    const stillness = buildPearl({ title: 'On Stillness' });
    pearlsApi([stillness]);
    server.use(
      http.post(apiPath('/pearls'), () => new HttpResponse(null, { status: 500 })),
      http.delete(
        apiPath(`/pearls/${stillness._id}`),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = renderAdmin('/admin/pearls');
    await screen.findByRole('cell', { name: 'On Stillness' });
    await user.type(screen.getByLabelText(/^Saint or source/), 'On Love');
    await user.type(screen.getByLabelText(/^Words/), 'God is love.');
    await user.click(screen.getByRole('button', { name: 'Add Pearl' }));
    expect(await findOutcome('alert', 'Failed to add pearl')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await answerConfirm(user);
    expect(await findOutcome('alert', 'Failed to delete pearl.')).toBeInTheDocument();
    await waitForNoOutcome('alert', 'Failed to add pearl');

    await user.click(screen.getByRole('button', { name: 'Add Pearl' }));
    expect(await findOutcome('alert', 'Failed to add pearl')).toBeInTheDocument();
    await waitForNoOutcome('alert', 'Failed to delete pearl.');
  });
});

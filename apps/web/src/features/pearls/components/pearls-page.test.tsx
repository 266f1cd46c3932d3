import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPearl } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const humility = buildPearl({
  title: 'On Humility',
  body: 'Humility is strength.',
  book: 'The Ladder',
});
const prayer = buildPearl({
  title: 'On Prayer',
  body: 'Pray without ceasing.',
  book: 'Philokalia',
});
const silence = buildPearl({ title: 'On Silence', body: 'Be still.', book: undefined });
const all = [humility, prayer, silence];

/** The sorted list for the page; the sidebar's unsorted call gets nothing. */
const pearlsAnswer = (list = all) =>
  http.get(apiPath('/pearls'), ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('sort') ? list : []),
  );

const featured = () => screen.findByRole('figure', { name: 'Featured pearl' });

describe('pearls page', () => {
  it('asks for the pearls sorted by title and features the one the address names', async () => {
    let sort: string | null = null;
    await renderApp(`/pearls/${prayer._id}`, {
      handlers: [
        http.get(apiPath('/pearls'), ({ request }) => {
          sort = new URL(request.url).searchParams.get('sort');
          return HttpResponse.json(sort ? all : []);
        }),
      ],
    });
    expect(await featured()).toHaveTextContent('Pray without ceasing.');
    expect(sort).toBe('title');
  });

  it('features the pearl passed in navigation state', async () => {
    await renderApp(`/pearls/${prayer._id}`, {
      handlers: [pearlsAnswer()],
      state: { featuredPearlId: silence._id },
    });
    expect(await featured()).toHaveTextContent('Be still.');
  });

  it('shows a pearl that brings its own quotation marks without a second pair', async () => {
    const quoted = buildPearl({ title: 'On the Fathers', body: 'Abba Moses said: “Humility.”' });
    await renderApp(`/pearls/${quoted._id}`, { handlers: [pearlsAnswer([quoted, prayer])] });
    expect(await featured()).toHaveTextContent(/^Abba Moses said: “Humility\.”On the Fathers/);
    const list = await screen.findByRole('region', { name: 'All Pearls' });
    expect(within(list).getByText('Abba Moses said: “Humility.”')).toBeInTheDocument();
    expect(within(list).getByText('“Pray without ceasing.”')).toBeInTheDocument();
  });

  it('features the first pearl when the id is not found', async () => {
    await renderApp(`/pearls/${'e'.repeat(24)}`, { handlers: [pearlsAnswer()] });
    expect(await featured()).toHaveTextContent('Humility is strength.');
  });

  it('lists every pearl with its quote, title and book', async () => {
    await renderApp(`/pearls/${humility._id}`, { handlers: [pearlsAnswer()] });
    const list = await screen.findByRole('region', { name: 'All Pearls' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('“Pray without ceasing.”');
    expect(items[1]).toHaveTextContent('On Prayer');
    expect(items[1]).toHaveTextContent('Philokalia');
  });

  it('filters by title or book, ignoring case', async () => {
    const { user } = await renderApp(`/pearls/${humility._id}`, { handlers: [pearlsAnswer()] });
    const search = await screen.findByRole('searchbox', { name: 'Search by title or book' });
    const list = screen.getByRole('region', { name: 'All Pearls' });

    await user.type(search, 'PHILO');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('On Prayer')]);

    await user.clear(search);
    await user.type(search, 'silence');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says "No pearls match your filters." when nothing matches', async () => {
    const { user } = await renderApp(`/pearls/${humility._id}`, { handlers: [pearlsAnswer()] });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search by title or book' }),
      'zzz',
    );
    expect(
      screen.getByRole('heading', { name: 'No pearls match your filters.' }),
    ).toBeInTheDocument();
  });

  it('features a pearl chosen from the list', async () => {
    const { user } = await renderApp(`/pearls/${humility._id}`, { handlers: [pearlsAnswer()] });
    const list = await screen.findByRole('region', { name: 'All Pearls' });
    await user.click(within(list).getByRole('link', { name: /Be still/ }));
    expect(await featured()).toHaveTextContent('Be still.');
  });

  it('sorts by book on request', async () => {
    const sorts: (string | null)[] = [];
    const { user } = await renderApp(`/pearls/${humility._id}`, {
      handlers: [
        http.get(apiPath('/pearls'), ({ request }) => {
          const sort = new URL(request.url).searchParams.get('sort');
          sorts.push(sort);
          return HttpResponse.json(sort ? all : []);
        }),
      ],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'book');
    await screen.findByRole('region', { name: 'All Pearls' });
    expect(sorts).toContain('book');
  });

  it('shows an error when the pearls cannot be loaded', async () => {
    await renderApp(`/pearls/${humility._id}`, {
      handlers: [
        http.get(apiPath('/pearls'), ({ request }) =>
          new URL(request.url).searchParams.get('sort')
            ? HttpResponse.json({}, { status: 500 })
            : HttpResponse.json([]),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pearls Currently Unavailable');
  });
});

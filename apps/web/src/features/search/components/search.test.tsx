import { SEARCH_QUERY_MAX_LENGTH, type SearchResponse } from '@ministry/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';
import { QUERY_MAX_LENGTH } from '../query-limits';
import { markedParts } from './highlighted';

// A new page renders in a few hundred milliseconds, more on a busy machine.
const pageChange = { timeout: 5000 };

const answer = (query: string): SearchResponse => ({
  query,
  total: 1,
  groups: [
    {
      kind: 'pearl',
      total: 1,
      results: [
        {
          kind: 'pearl',
          id: 'p1',
          title: `On ${query}`,
          url: '/pearls/p1',
          snippet: `Acquire ${query} and thousands around you will be saved.`,
          highlights: { title: [[3, 3 + query.length]], snippet: [[8, 8 + query.length]] },
          terms: [query],
          score: 3,
        },
      ],
    },
  ],
});

const searchApi = http.get(apiPath('/search'), ({ request }) =>
  HttpResponse.json(answer(new URL(request.url).searchParams.get('q') ?? '')),
);
const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

describe('marked parts of a text', () => {
  it('cuts the text at the ranges, keeping every character', () => {
    expect(markedParts('Mother of God', [[10, 13]])).toEqual([
      { text: 'Mother of ', marked: false },
      { text: 'God', marked: true },
    ]);
  });

  it('skips empty, reversed and overlapping ranges and clamps ranges past the end', () => {
    const parts = markedParts('Pascha', [
      [4, 99],
      [0, 2],
      [1, 3],
      [3, 3],
      [5, 2],
    ]);
    expect(parts).toEqual([
      { text: 'Pa', marked: true },
      { text: 's', marked: true },
      { text: 'c', marked: false },
      { text: 'ha', marked: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('Pascha');
  });
});

it('stops the search field at the length the api takes', () => {
  expect(QUERY_MAX_LENGTH).toBe(SEARCH_QUERY_MAX_LENGTH);
});

describe('searching from the header', () => {
  it('opens a field from the search icon and shows the results page', async () => {
    const { user, router } = await renderApp('/', { handlers: [noFeatured, searchApi] });
    const toggle = (await screen.findByText('Search', { selector: 'summary span' })).closest(
      'summary',
    )!;

    await user.click(toggle);
    const field = within(toggle.parentElement!).getByRole('searchbox', { name: 'Search the site' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'stillness{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Pearls (1)' }, pageChange),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=stillness');
    expect(toggle.parentElement).not.toHaveAttribute('open');
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “stillness”');
    expect(screen.getByRole('link', { name: 'On stillness' })).toHaveAttribute(
      'href',
      '/pearls/p1',
    );
    expect(screen.getByText('stillness', { selector: 'p mark' })).toBeInTheDocument();
  });

  it('searches from the phone menu and closes it', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured, searchApi] });
    const menu = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    await user.click(screen.getByText('Open menu').closest('summary')!);

    await user.type(await within(menu).findByRole('searchbox'), 'humility{Enter}');

    expect(
      await screen.findByRole('link', { name: 'On humility' }, pageChange),
    ).toBeInTheDocument();
    expect(menu).not.toBeVisible();
  });
});

describe('the search page', () => {
  it('searches again from its own field, keeping the focus there', async () => {
    const { user } = await renderApp('/search?q=stillness', { handlers: [searchApi] });
    const main = screen.getByRole('main');
    const field = await within(main).findByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveValue('stillness');

    await user.clear(field);
    await user.type(field, 'watchfulness{Enter}');

    expect(
      await screen.findByRole('link', { name: 'On watchfulness' }, pageChange),
    ).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('1 result for “watchfulness”');
    expect(field).toHaveFocus();
  });

  it('shows in its field a search made from the header', async () => {
    const { user } = await renderApp('/search?q=stillness', { handlers: [searchApi] });
    const field = await within(screen.getByRole('main')).findByRole('searchbox');
    const toggle = screen.getByText('Search', { selector: 'summary span' }).closest('summary')!;

    await user.click(toggle);
    await user.type(within(toggle.parentElement!).getByRole('searchbox'), 'silence{Enter}');

    expect(await screen.findByRole('link', { name: 'On silence' }, pageChange)).toBeInTheDocument();
    expect(field).toHaveValue('silence');
  });

  it('focuses its field when there is nothing to search yet', async () => {
    await renderApp('/search', { handlers: [searchApi] });
    const main = screen.getByRole('main');

    expect(await within(main).findByRole('searchbox')).toHaveFocus();
    expect(within(main).getByRole('heading', { name: 'Search the whole site' })).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import type { ApiError } from './api-client';
import {
  HydratedPrerender,
  PRERENDERED_DATA_ID,
  PrerenderProvider,
  useStableRandom,
} from './prerender';
import { useQuery } from './use-query';

function Greeting({ fetcher }: { fetcher: () => Promise<string> }) {
  const greeting = useQuery('greeting', fetcher);
  if (greeting.status === 'loading') return <p>Loading…</p>;
  if (greeting.status === 'error')
    return <p>{`${(greeting.error as ApiError).status}: ${greeting.error.message}`}</p>;
  return <p>{greeting.data}</p>;
}

function Dice() {
  return <p>{useStableRandom('dice')}</p>;
}

const hydrated = (queries: ConstructorParameters<typeof HydratedPrerender>[0], remembered = {}) =>
  new HydratedPrerender(queries, remembered);

describe('a page hydrated from a server render', () => {
  it('starts from the answer the server sent, without loading it again', () => {
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    render(
      <PrerenderProvider value={hydrated({ greeting: { data: 'Christ is risen!' } })}>
        <Greeting fetcher={fetcher} />
      </PrerenderProvider>,
    );
    expect(screen.getByText('Christ is risen!')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('starts from a refusal the server met, as the same error', () => {
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    render(
      <PrerenderProvider
        value={hydrated({ greeting: { error: { status: 404, message: 'Product not found' } } })}
      >
        <Greeting fetcher={fetcher} />
      </PrerenderProvider>,
    );
    expect(screen.getByText('404: Product not found')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('loads afresh once the visitor has moved on (the data has expired)', async () => {
    const prerender = hydrated({ greeting: { data: 'Christ is risen!' } });
    prerender.expire();
    render(
      <PrerenderProvider value={prerender}>
        <Greeting fetcher={() => Promise.resolve('Truly He is risen!')} />
      </PrerenderProvider>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Truly He is risen!')).toBeInTheDocument();
  });

  it('uses the random number the server drew', () => {
    render(
      <PrerenderProvider value={hydrated({}, { dice: 0.25 })}>
        <Dice />
      </PrerenderProvider>,
    );
    expect(screen.getByText('0.25')).toBeInTheDocument();
  });

  it('reads the data from its element in the page, and ignores a damaged one', () => {
    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_DATA_ID}">{"queries":{"greeting":{"data":"Hi"}}}</script>`;
    expect(HydratedPrerender.fromDocument(document)?.read('greeting')).toEqual({ data: 'Hi' });

    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_DATA_ID}">{"queries":</script>`;
    expect(HydratedPrerender.fromDocument(document)).toBeNull();

    document.body.innerHTML = '';
    expect(HydratedPrerender.fromDocument(document)).toBeNull();
  });
});

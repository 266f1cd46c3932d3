import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminCollection } from '@ministry/contracts';
import { buildAdminCollection } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const product = (name: string, id: string): AdminCollection['products'][number] => ({
  _id: id.repeat(24),
  name,
  slug: name.toLowerCase(),
  format: 'digital',
  status: 'live',
});

const canon = product('Canon', 'a');
const triodion = product('Triodion', 'b');
const psalter = product('Psalter', 'c');

/** A collection of three products, and the orders PATCHed to it. */
function collectionApi(status = 200) {
  const lent = buildAdminCollection({ name: 'Great Lent', products: [canon, triodion, psalter] });
  const state = { list: [lent], orders: [] as unknown[] };
  server.use(
    http.get(apiPath('/collections/admin'), () => HttpResponse.json(state.list)),
    http.patch(apiPath(`/collections/${lent._id}`), async ({ request }) => {
      const body = (await request.json()) as { order: string[] };
      state.orders.push(body);
      if (status !== 200) {
        return HttpResponse.json(
          { error: 'Bad Request', message: `Product ${'d'.repeat(24)} is not in this collection.` },
          { status },
        );
      }
      const byId = new Map(lent.products.map((item) => [item._id, item]));
      state.list = [{ ...lent, products: body.order.flatMap((id) => byId.get(id) ?? []) }];
      return HttpResponse.json(state.list[0]);
    }),
  );
  return state;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Products of Great Lent, in order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split(' · ')[0]?.replace(/^\d+\./, ''));

describe('ordering a collection', () => {
  it('moves products up and down by keyboard, saving each move and announcing it', async () => {
    signIn({ role: 'editor' });
    const api = collectionApi();
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Order Great Lent' }));
    expect(screen.getByRole('heading', { name: 'Order of Great Lent' })).toHaveFocus();
    expect(names()).toEqual(['Canon', 'Triodion', 'Psalter']);
    expect(screen.getByRole('button', { name: 'Move up: Canon (Digital)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Psalter (Digital)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move down: Canon (Digital)' }));
    expect(names()).toEqual(['Triodion', 'Canon', 'Psalter']);
    expect(
      await findOutcome('status', 'Canon (Digital) moved to position 2 of 3.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move down: Canon (Digital)' })).toHaveFocus();

    // Enter presses the focused button again: Canon reaches the end, focus goes to its Move up.
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Triodion', 'Psalter', 'Canon']);
    expect(screen.getByRole('button', { name: 'Move up: Canon (Digital)' })).toHaveFocus();
    expect(
      await findOutcome('status', 'Canon (Digital) moved to position 3 of 3.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();

    expect(api.orders).toEqual([
      { order: [triodion._id, canon._id, psalter._id] },
      { order: [triodion._id, psalter._id, canon._id] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('heading', { name: 'Order of Great Lent' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order Great Lent' })).toHaveFocus();
  });

  it('puts the order back and says why when the move is refused', async () => {
    signIn();
    collectionApi(400);
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Order Great Lent' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Psalter (Digital)' }));

    expect(
      await findOutcome('alert', `Product ${'d'.repeat(24)} is not in this collection.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Canon', 'Triodion', 'Psalter']));
  });

  it('offers no ordering for a collection of one product', async () => {
    signIn();
    server.use(
      http.get(apiPath('/collections/admin'), () =>
        HttpResponse.json([buildAdminCollection({ name: 'Pascha', products: [canon] })]),
      ),
    );
    renderAdmin('/admin/collections');

    expect(await screen.findByText('Pascha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Pascha' })).toBeNull();
  });
});

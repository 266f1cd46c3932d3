import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildOrderDetail } from '../../testing/factories';
import { chooseOnly, onAction, openOrder, section } from '../testing/order-api';
import { paymentsPath, server } from '@/testing/server';

describe('OrderPage refunds', () => {
  it('refunds a chosen physical line with restock, after a confirmation naming the amount', async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    const sent = onAction(api, 'refunds', (order) => ({
      ...order,
      state: 'partially_refunded',
      toShip: false,
      lines: order.lines.map((line) =>
        line.index === 1 ? { ...line, refund: 'refunded' as const } : line,
      ),
      totals: { total: 28.5, refunded: 24, net: 4.5 },
      refunds: [
        {
          lines: [1],
          amount: 24,
          status: 'succeeded',
          restock: true,
          actor: { kind: 'staff', email: 'anna@example.org' },
          at: '2026-11-22T12:00:00.000Z',
        },
      ],
    }));
    const refund = section('Refund');
    expect(within(refund).queryByLabelText(/back in stock/)).toBeInTheDocument();

    await chooseOnly(user, /Prayer Rope/);
    await user.click(within(refund).getByLabelText(/back in stock/));
    await user.click(within(refund).getByRole('button', { name: 'Refund $24.00…' }));

    expect(within(refund).getByText('Refund $24.00 for Prayer Rope?')).toBeInTheDocument();
    expect(refund).toHaveTextContent('The physical items go back in stock.');
    expect(sent).toEqual([]);
    await user.click(within(refund).getByRole('button', { name: 'Confirm refund' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refunded $24.00. The buyer was told by email.',
    );
    expect(sent).toEqual([{ lines: [1], restock: true }]);
    expect(within(section('Lines')).getByRole('cell', { name: 'Refunded' })).toBeInTheDocument();
    expect(within(section('Refund')).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('offers restock only for physical lines, can be cancelled, and refunds the whole order', async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    const sent = onAction(api, 'refunds', (order) => order);
    const refund = section('Refund');

    await chooseOnly(user, /Akathist/);
    expect(within(refund).queryByLabelText(/back in stock/)).toBeNull();
    await user.click(within(refund).getByRole('button', { name: 'Refund $4.50…' }));
    await user.click(within(refund).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await chooseOnly(user, /nothing/);
    await user.click(within(refund).getByRole('button', { name: 'Refund $0.00…' }));
    expect(await within(refund).findByRole('alert')).toHaveTextContent(
      'Choose at least one line to refund.',
    );

    for (const box of within(refund).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(refund).getByRole('button', { name: 'Refund $28.50…' }));
    expect(within(refund).getByText('Refund $28.50 for the whole order?')).toBeInTheDocument();
    await user.click(within(refund).getByRole('button', { name: 'Confirm refund' }));

    await waitFor(() => expect(sent).toEqual([{ restock: false }]));
  });

  it('offers the shipping left after every line was refunded by itself, after a confirmation', async () => {
    const base = buildOrderDetail();
    const { api, user } = await openOrder(
      buildOrderDetail({
        state: 'partially_refunded',
        lines: base.lines.map((line) => ({ ...line, refund: 'refunded' as const })),
        shipping: { ...base.shipping, amount: 5 },
        totals: { total: 33.5, refunded: 28.5, net: 5 },
      }),
    );
    const sent = onAction(api, 'refunds', (order) => ({
      ...order,
      state: 'refunded',
      totals: { ...order.totals, refunded: 33.5, net: 0 },
    }));
    const refund = section('Refund');
    expect(refund).toHaveTextContent('Every line of this order has been refunded.');

    await user.click(
      within(refund).getByRole('button', { name: 'Refund the remaining $5.00 (shipping)…' }),
    );
    expect(within(refund).getByText('Refund the remaining $5.00 of shipping?')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(refund).getByRole('button', { name: 'Confirm refund' }));

    await waitFor(() => expect(sent).toEqual([{ restock: false }]));
  });

  it('refunds the shipping alone, after a confirmation naming it, and shows it refunded', async () => {
    const base = buildOrderDetail();
    const { api, user } = await openOrder(
      buildOrderDetail({
        shipping: { ...base.shipping, amount: 5, refund: 'none' },
        totals: { total: 33.5, refunded: 0, net: 33.5 },
      }),
    );
    const sent = onAction(api, 'refunds', (order) => ({
      ...order,
      state: 'partially_refunded',
      shipping: { ...order.shipping, amount: 5, refund: 'refunded' },
      totals: { total: 33.5, refunded: 5, net: 28.5 },
      refunds: [
        {
          lines: [],
          amount: 5,
          shipping: 5,
          status: 'succeeded',
          restock: false,
          actor: { kind: 'staff', email: 'anna@example.org' },
          at: '2026-11-22T12:00:00.000Z',
        },
      ],
    }));
    const refund = section('Refund');
    expect(within(refund).getByRole('button', { name: 'Refund $33.50…' })).toBeInTheDocument();

    await chooseOnly(user, /Shipping/);
    await user.click(within(refund).getByRole('button', { name: 'Refund $5.00…' }));
    const dialog = await within(refund).findByRole('alertdialog', {
      name: 'Refund $5.00 for the shipping?',
    });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refunded $5.00 of shipping. The buyer was told by email.',
    );
    expect(sent).toEqual([{ shipping: true, restock: false }]);
    expect(section('Lines')).toHaveTextContent('Shipping$5.00Refunded');
    expect(section('Refunds')).toHaveTextContent('Shipping ($5.00)');
    // The shipping is given back once: it is no longer offered.
    expect(within(section('Refund')).queryByLabelText(/Shipping/)).toBeNull();
    expect(within(section('Refund')).getByRole('button', { name: 'Refund $28.50…' })).toBeVisible();
  });

  it('refunds chosen lines with the shipping in one refund', async () => {
    const base = buildOrderDetail();
    const { api, user } = await openOrder(
      buildOrderDetail({
        shipping: { ...base.shipping, amount: 5, refund: 'none' },
        totals: { total: 33.5, refunded: 0, net: 33.5 },
      }),
    );
    const sent = onAction(api, 'refunds', (order) => order);
    const refund = section('Refund');

    await chooseOnly(user, /Prayer Rope|Shipping/);
    await user.click(within(refund).getByRole('button', { name: 'Refund $29.00…' }));
    const dialog = await within(refund).findByRole('alertdialog', {
      name: 'Refund $29.00 for Prayer Rope and the shipping?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));

    await waitFor(() => expect(sent).toEqual([{ lines: [1], shipping: true, restock: false }]));
  });

  it('asks for a line or the shipping when nothing is chosen', async () => {
    const base = buildOrderDetail();
    const { user } = await openOrder(
      buildOrderDetail({ shipping: { ...base.shipping, amount: 5, refund: 'none' } }),
    );
    await chooseOnly(user, /nothing/);
    await user.click(within(section('Refund')).getByRole('button', { name: 'Refund $0.00…' }));

    expect(await within(section('Refund')).findByRole('alert')).toHaveTextContent(
      'Choose at least one line or the shipping to refund.',
    );
  });

  it("shows a refused refund in the service's words", async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    server.use(
      http.post(paymentsPath(`/orders/${api.order.number}/refunds`), () =>
        HttpResponse.json(
          { error: 'Conflict', message: 'Line 1 of this order was already refunded.' },
          { status: 409 },
        ),
      ),
    );
    const refund = section('Refund');
    await user.click(within(refund).getByRole('button', { name: 'Refund $28.50…' }));
    await user.click(within(refund).getByRole('button', { name: 'Confirm refund' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 1 of this order was already refunded.',
    );
  });
});

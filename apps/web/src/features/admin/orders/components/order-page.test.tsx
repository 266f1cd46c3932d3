import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderDetail } from '@ministry/contracts';
import { formatAdminDay, formatAdminTime } from '../../lib/admin-time';
import { buildOrderDetail } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

type User = ReturnType<typeof renderAdmin>['user'];

/** One order on the payments service, which the test's actions change; counts the loads. */
function orderApi(initial: OrderDetail) {
  const state = { order: initial, loads: 0 };
  server.use(
    http.get(paymentsPath(`/orders/${initial.number}`), ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${TEST_TOKEN}`) {
        return HttpResponse.json({ message: 'Authentication required.' }, { status: 401 });
      }
      state.loads += 1;
      return HttpResponse.json(state.order);
    }),
  );
  return state;
}

/** Answers an action with the order `change` makes of it, recording the body it was sent. */
function onAction(
  state: { order: OrderDetail },
  action: string,
  change: (order: OrderDetail) => OrderDetail,
  emailSent = true,
) {
  const sent: unknown[] = [];
  server.use(
    http.post(paymentsPath(`/orders/${state.order.number}/${action}`), async ({ request }) => {
      sent.push(request.headers.get('Content-Type') ? await request.json() : null);
      state.order = change(state.order);
      return HttpResponse.json({ order: state.order, emailSent });
    }),
  );
  return sent;
}

const section = (name: string) => screen.getByRole('region', { name });

async function openOrder(order: OrderDetail) {
  signIn({ role: 'admin' });
  const api = orderApi(order);
  const rendered = renderAdmin(`/admin/orders/${order.number}`);
  await screen.findByRole('heading', { name: `Order ${order.number}` });
  await screen.findByRole('region', { name: 'Lines' });
  return { ...rendered, api };
}

async function chooseOnly(user: User, name: RegExp) {
  const refund = section('Refund');
  for (const box of within(refund).getAllByRole('checkbox')) {
    if (!name.test(box.closest('label')?.textContent ?? '') && (box as HTMLInputElement).checked) {
      await user.click(box);
    }
  }
}

describe('OrderPage', () => {
  it('shows the lines, totals, buyer, address, payment, downloads and timeline', async () => {
    const order = buildOrderDetail({
      attention: [
        { kind: 'out_of_stock', message: 'Prayer Rope ran out of stock', action: 'ship' },
      ],
      needsAttention: true,
    });
    // Times are the owner's: 10:00 UTC is 05:00 in New York in November.
    const NY = 'America/New_York';
    server.use(
      http.get(paymentsPath('/settings/time-zone'), () => HttpResponse.json({ timeZone: NY })),
    );
    await openOrder(order);

    const lines = section('Lines');
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getByRole('cell', { name: 'Prayer Rope' })).toBeInTheDocument();
    expect(lines).toHaveTextContent('$24.00');
    expect(lines).toHaveTextContent('Net$28.50');
    expect(screen.getByRole('link', { name: 'reader@example.org' })).toHaveAttribute(
      'href',
      'mailto:reader@example.org',
    );
    expect(screen.getByText('1 Church St')).toBeInTheDocument();
    expect(screen.getByText('demo_cs_123', { exact: false })).toBeInTheDocument();
    const downloads = section('Downloads');
    expect(downloads).toHaveTextContent('Akathist');
    expect(downloads).toHaveTextContent('5');
    await waitFor(() =>
      expect(downloads).toHaveTextContent(formatAdminDay('2026-12-20T10:01:00.000Z', NY)),
    );
    expect(screen.getByRole('note')).toHaveTextContent('Prayer Rope ran out of stock');
    const at = (iso: string) => formatAdminTime(iso, NY);
    expect(at('2026-11-20T10:00:00.000Z')).toMatch(/^Fri 20 Nov( 2026)?, 05:00$/);
    await waitFor(() =>
      expect(
        within(section('Timeline'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `Order created · ${at('2026-11-20T10:00:00.000Z')} · Buyer`,
        `Paid · ${at('2026-11-20T10:01:00.000Z')} · Buyer`,
        `Email sent · ${at('2026-11-20T10:01:05.000Z')} · The shopOrder confirmation`,
      ]),
    );
    expect(document.title).toBe(`Order ${order.number} · CMS · Orthodox Resources`);
  });

  it('shows the shipping charged above the total', async () => {
    const base = buildOrderDetail();
    await openOrder(
      buildOrderDetail({
        shipping: { ...base.shipping, amount: 5 },
        totals: { total: 33.5, refunded: 0, net: 33.5 },
      }),
    );
    const lines = section('Lines');
    expect(lines).toHaveTextContent('Shipping$5.00Total$33.50');
    expect(screen.getByText('1 Church St')).toBeInTheDocument();
  });

  it('marks the order shipped with carrier and tracking number, and says the buyer was told', async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    const sent = onAction(api, 'shipment', (order) => ({
      ...order,
      state: 'shipped',
      toShip: false,
      shipment: {
        carrier: 'ups',
        trackingNumber: '1Z999',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
        shippedAt: '2026-11-22T12:00:00.000Z',
      },
    }));
    const form = section('Mark shipped');

    const tracking = within(form).getByLabelText(/^Tracking number/);
    await user.type(tracking, '1Z');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(
      await within(form).findByText('Tracking number must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Carrier'), 'UPS');
    await user.type(tracking, '999');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `${api.order.number} is marked shipped. The buyer was emailed the tracking link.`,
    );
    expect(sent).toEqual([{ carrier: 'ups', trackingNumber: '1Z999' }]);
    expect(screen.queryByRole('region', { name: 'Mark shipped' })).toBeNull();
    expect(screen.getByRole('link', { name: '1Z999' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
    await waitFor(() => expect(api.loads).toBe(2));
  });

  it("shows the service's refusal of a shipment in its own words", async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    server.use(
      http.post(paymentsPath(`/orders/${api.order.number}/shipment`), () =>
        HttpResponse.json(
          {
            error: 'Conflict',
            message: `Order ${api.order.number} was already marked shipped on 2026-11-21.`,
          },
          { status: 409 },
        ),
      ),
    );
    const form = section('Mark shipped');
    await user.type(within(form).getByLabelText(/^Tracking number/), '9400100');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Order ${api.order.number} was already marked shipped on 2026-11-21.`,
    );
  });

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

  it('resends the confirmation and reissues download links, saying when an email failed', async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    const resent = onAction(api, 'resend', (order) => order);
    onAction(api, 'reissue-links', (order) => order, false);

    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The confirmation was sent again to reader@example.org.',
    );
    expect(resent).toEqual([null]);

    await user.click(screen.getByRole('button', { name: 'Reissue download links' }));
    expect(await screen.findByText(/New download links were issued\./)).toHaveTextContent(
      "The buyer's email could not be sent",
    );
  });

  it('says so when the order does not exist', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(paymentsPath('/orders/OR-9999'), () =>
        HttpResponse.json({ error: 'Not Found', message: 'No order OR-9999.' }, { status: 404 }),
      ),
    );
    renderAdmin('/admin/orders/OR-9999');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order OR-9999 not found.');
    expect(alert).toHaveTextContent('No order OR-9999. (status 404)');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatAdminDay, formatAdminTime } from '../../lib/admin-time';
import { buildOrderDetail } from '../../testing/factories';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { onAction, openOrder, section } from '../testing/order-api';
import { paymentsPath, server } from '@/testing/server';

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
    // The address as the US writes it.
    expect(screen.getByText('Springfield, IL 62701')).toBeInTheDocument();
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

  it('marks the order shipped without carrier or tracking, and the buyer is told it is on its way', async () => {
    const { api, user } = await openOrder(buildOrderDetail());
    const sent = onAction(api, 'shipment', (order) => ({
      ...order,
      state: 'shipped',
      toShip: false,
      shipment: {
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: '2026-11-22T12:00:00.000Z',
      },
    }));
    const form = section('Mark shipped');
    expect(within(form).getByLabelText('Carrier')).toHaveValue('');
    expect(within(form).getByLabelText(/^Tracking number/)).not.toBeRequired();

    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `${api.order.number} is marked shipped. The buyer was emailed that it is on its way.`,
    );
    expect(sent).toEqual([{}]);
    expect(screen.getByText('Shipment').closest('div')).toHaveTextContent('Untracked');
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

  it('shows a gift: for whom, the message, the day, whether it was sent, and where to ship', async () => {
    const order = buildOrderDetail({
      gift: {
        recipientName: 'Maria',
        recipientEmail: 'maria@example.org',
        fromName: 'John',
        message: 'For the feast.',
        deliverOn: '2026-12-24',
        sentAt: null,
      },
    });
    await openOrder(order);

    expect(await screen.findByText('Ship to (gift for Maria)')).toBeInTheDocument();
    expect(screen.getByText('Deliver on December 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Email not sent yet')).toBeInTheDocument();
    expect(screen.getByText("Ship to the address given: it is Maria's.")).toBeInTheDocument();
    expect(screen.getByText('For the feast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'maria@example.org' })).toHaveAttribute(
      'href',
      'mailto:maria@example.org',
    );
  });

  it('shows the discount code the order used and what it took off', async () => {
    await openOrder(
      buildOrderDetail({
        discount: {
          code: 'BRIGHT-WEEK',
          description: 'Bright Week sale',
          linesOff: 4.2,
          shippingOff: 0,
          gives: '20% off',
          says: '20% off, $4.20',
          usesPerBuyer: null,
        },
      }),
    );
    const fact = (await screen.findByText('Discount code')).parentElement;
    expect(fact).toHaveTextContent('BRIGHT-WEEK20% off, $4.20');
  });
});

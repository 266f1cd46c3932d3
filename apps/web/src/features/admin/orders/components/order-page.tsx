import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderActionResponse, OrderDetail, OrderEvent } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound } from '@/lib/api-client';
import { statusOf } from '@/lib/error-message';
import { formatAmount, formatLabel } from '@/lib/format';
import { useAdminTime } from '../../lib/owner-time-zone';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../guard/hooks/use-current-user';
import { cmsTitle } from '../../lib/cms-title';
import { toastDone } from '../../lib/outcome-toasts';
import { orderQueryOptions } from '../api/get-order';
import {
  useReissueLinks,
  useRefundOrder,
  useResendConfirmation,
  useShipOrder,
} from '../api/order-actions';
import { OrderBadges } from './order-badges';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';

const EVENT_LABELS: Record<OrderEvent['type'], string> = {
  created: 'Order created',
  paid: 'Paid',
  email_sent: 'Email sent',
  email_failed: 'Email failed',
  shipped: 'Shipped',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  links_reissued: 'Download links reissued',
  new_edition: 'New edition announced',
};

function actorName(actor: OrderEvent['actor']): string {
  switch (actor.kind) {
    case 'staff':
      return actor.email ?? 'Staff';
    case 'buyer':
      return actor.email ? `Buyer (${actor.email})` : 'Buyer';
    case 'stripe':
      return 'Stripe';
    case 'system':
      return 'The shop';
  }
}

/** "…; the buyer's email could not be sent", when the action worked but the mail did not. */
const withEmail = (done: string, answer: OrderActionResponse, mailed: string) =>
  answer.emailSent
    ? `${done} ${mailed}`
    : `${done} The buyer's email could not be sent: the order shows it as needing attention.`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`order-${title}`} className="mb-8">
      <h2 id={`order-${title}`} className="mb-3 font-serif text-xl font-semibold text-burgundy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** `/admin/orders/:number` (admins): one order, everything that happened to it, and its actions. */
export function OrderPage() {
  const { isAdmin } = useCurrentUser();
  const { number = '' } = useParams();
  if (!isAdmin) return <AdminsOnly title="Orders" sentence="Orders are handled by an admin." />;
  return <OrderScreen number={number.toUpperCase()} />;
}

function OrderScreen({ number }: { number: string }) {
  const { time } = useAdminTime();
  const order = useQuery(orderQueryOptions(number));
  const ship = useShipOrder(number);
  const refund = useRefundOrder(number);
  const resend = useResendConfirmation(number);
  const reissue = useReissueLinks(number);
  const busy = ship.isPending || refund.isPending || resend.isPending || reissue.isPending;

  /** Runs an action and says what it did in a toast (a failure is toasted by its mutation). */
  async function act<T>(run: () => Promise<T>, done: (answer: T) => string): Promise<T> {
    const answer = await run();
    toastDone(done(answer));
    return answer;
  }

  const back = (
    <Link to="/admin/orders" className={buttonStyles('secondary', 'sm')}>
      ← All orders
    </Link>
  );
  const detail = order.data;

  return (
    <>
      <PageHeader
        align="start"
        title={`Order ${number}`}
        documentTitle={cmsTitle(`Order ${number}`)}
        lead={detail ? `Placed ${time(detail.createdAt)}` : undefined}
        actions={back}
      />
      <QueryError
        title={
          isNotFound(order.error)
            ? `Order ${number} not found.`
            : [401, 403].includes(statusOf(order.error))
              ? 'Unauthorized: Please log in again.'
              : 'Failed to fetch the order.'
        }
        error={order.error}
      />
      {order.isLoading ? <Loading label="Loading the order…" /> : null}
      {detail ? (
        <OrderView
          order={detail}
          busy={busy}
          onShip={(input) =>
            act(
              () => ship.mutateAsync(input),
              (answer) =>
                withEmail(
                  `${number} is marked shipped.`,
                  answer,
                  'The buyer was emailed the tracking link.',
                ),
            )
          }
          onRefund={(input) =>
            act(
              () => refund.mutateAsync(input),
              (answer) => {
                const last = answer.order.refunds.at(-1);
                const what =
                  last?.status === 'pending'
                    ? `A refund of ${formatAmount(last.amount)} was asked of Stripe; the order shows when it completes.`
                    : `Refunded ${formatAmount(last?.amount ?? 0)}.`;
                return withEmail(what, answer, 'The buyer was told by email.');
              },
            )
          }
          onResend={() =>
            void act(
              () => resend.mutateAsync(undefined),
              (answer) =>
                answer.emailSent
                  ? `The confirmation was sent again to ${answer.order.customerEmail ?? 'the buyer'}.`
                  : 'The confirmation could not be sent: the order shows it as needing attention.',
            ).catch(() => undefined)
          }
          onReissue={() =>
            void act(
              () => reissue.mutateAsync(undefined),
              (answer) =>
                withEmail('New download links were issued.', answer, 'The buyer was emailed them.'),
            ).catch(() => undefined)
          }
          pending={{ resend: resend.isPending, reissue: reissue.isPending }}
        />
      ) : null}
    </>
  );
}

interface OrderViewProps {
  order: OrderDetail;
  busy: boolean;
  pending: { resend: boolean; reissue: boolean };
  onShip: Parameters<typeof ShipForm>[0]['onShip'];
  onRefund: Parameters<typeof RefundForm>[0]['onRefund'];
  onResend: () => void;
  onReissue: () => void;
}

function OrderView({
  order,
  busy,
  pending,
  onShip,
  onRefund,
  onResend,
  onReissue,
}: OrderViewProps) {
  const { time, day } = useAdminTime();
  const paid = order.paidAt !== null;
  const address = order.shipping?.address;
  const refundable = order.lines.filter((line) => line.refund === 'none');
  return (
    <>
      <div className="mb-6">
        <OrderBadges
          state={order.state}
          toShip={order.toShip}
          needsAttention={order.needsAttention}
        />
      </div>

      {order.attention.length > 0 ? (
        <div
          role="note"
          className="mb-8 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">Needs attention</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {order.attention.map((item) => (
              <li key={`${item.kind}-${item.at ?? ''}-${item.message}`}>{item.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Card variant="panel" className="mb-8">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Buyer">
            {order.customerEmail ? (
              <a
                href={`mailto:${order.customerEmail}`}
                className="underline-offset-4 hover:underline"
              >
                {order.customerEmail}
              </a>
            ) : (
              'No email'
            )}
          </Fact>
          <Fact label="Paid">{order.paidAt ? time(order.paidAt) : 'Not paid'}</Fact>
          <Fact label="Payment">
            <span className="font-mono text-sm break-all">
              {order.paymentId ?? '—'}{' '}
              <span className="font-sans text-ink-500">
                ({order.provider === 'demo' ? 'demo' : 'Stripe'})
              </span>
            </span>
          </Fact>
          <Fact label="Ship to">
            {order.shipping ? (
              <address className="not-italic">
                {[
                  order.shipping.name,
                  address?.line1,
                  address?.line2,
                  [address?.city, address?.state, address?.postalCode].filter(Boolean).join(' '),
                  address?.country,
                ]
                  .filter(Boolean)
                  .map((part) => (
                    <span key={part} className="block">
                      {part}
                    </span>
                  ))}
              </address>
            ) : order.lines.some((line) => line.format === 'physical') ? (
              'No address was given'
            ) : (
              'Nothing to post'
            )}
          </Fact>
          {order.shipment ? (
            <Fact label="Shipment">
              {order.shipment.carrier.toUpperCase()}{' '}
              {order.shipment.trackingUrl ? (
                <a
                  href={order.shipment.trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  {order.shipment.trackingNumber}
                </a>
              ) : (
                order.shipment.trackingNumber
              )}
              <span className="block text-sm text-ink-500">{day(order.shipment.shippedAt)}</span>
            </Fact>
          ) : null}
        </dl>
      </Card>

      <Section title="Lines">
        <DataTable caption="Lines" columns={['Item', 'Format', 'Price', 'Qty', 'Total', 'Refund']}>
          {order.lines.map((line) => (
            <DataRow key={line.index}>
              <DataCell label="Item" className="font-medium text-ink-900">
                {line.name}
              </DataCell>
              <DataCell label="Format">{formatLabel(line.format)}</DataCell>
              <DataCell label="Price" className="tabular-nums">
                {formatAmount(line.unitPrice)}
              </DataCell>
              <DataCell label="Qty">{line.quantity}</DataCell>
              <DataCell label="Total" className="tabular-nums">
                {formatAmount(line.lineTotal)}
              </DataCell>
              <DataCell label="Refund">
                {line.refund === 'none' ? '—' : line.refund === 'pending' ? 'Pending' : 'Refunded'}
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {order.shipping?.amount !== undefined ? (
            <>
              <dt className="text-ink-500">Shipping</dt>
              <dd className="text-right tabular-nums">
                {order.shipping.amount === 0 ? 'Free' : formatAmount(order.shipping.amount)}
              </dd>
            </>
          ) : null}
          <dt className="text-ink-500">Total</dt>
          <dd className="text-right tabular-nums">{formatAmount(order.totals.total)}</dd>
          <dt className="text-ink-500">Refunded</dt>
          <dd className="text-right tabular-nums">{formatAmount(-order.totals.refunded)}</dd>
          <dt className="font-semibold">Net</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatAmount(order.totals.net)}
          </dd>
        </dl>
      </Section>

      {order.downloads.length > 0 ? (
        <Section title="Downloads">
          <DataTable
            caption="Download grants"
            columns={['Item', 'Downloads left', 'Expires', 'State']}
          >
            {order.downloads.map((grant) => (
              <DataRow key={grant.productId}>
                <DataCell label="Item" className="font-medium text-ink-900">
                  {grant.name}
                </DataCell>
                <DataCell label="Downloads left">{grant.downloadsLeft}</DataCell>
                <DataCell label="Expires">{day(grant.expiresAt)}</DataCell>
                <DataCell label="State">{grant.revoked ? 'Revoked (refunded)' : 'Active'}</DataCell>
              </DataRow>
            ))}
          </DataTable>
        </Section>
      ) : null}

      {paid ? (
        <Section title="Actions">
          <div className="grid gap-4">
            {order.toShip ? (
              <Card variant="panel" title="Mark shipped">
                <ShipForm onShip={onShip} />
              </Card>
            ) : null}
            <Card variant="panel" title="Refund">
              <RefundForm
                key={refundable.map((line) => line.index).join(',')}
                lines={order.lines}
                remaining={order.totals.net}
                onRefund={onRefund}
              />
            </Card>
            <Card variant="panel" title="Emails and links">
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || !order.customerEmail}
                  pending={pending.resend}
                  pendingLabel="Sending…"
                  onClick={onResend}
                >
                  Resend confirmation
                </Button>
                {order.downloads.length > 0 ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    pending={pending.reissue}
                    pendingLabel="Reissuing…"
                    onClick={onReissue}
                  >
                    Reissue download links
                  </Button>
                ) : null}
              </div>
              <p className="mt-2 text-xs text-ink-500">
                Reissued links get a new expiry and their downloads back; the buyer is emailed them.
              </p>
            </Card>
          </div>
        </Section>
      ) : null}

      <Section title="Timeline">
        <ol className="space-y-3 border-l-2 border-parchment-300 pl-4">
          {order.timeline.map((event, position) => (
            <li key={`${event.at}-${event.type}-${position}`} className="text-sm">
              <p>
                <span className="font-semibold text-ink-900">{EVENT_LABELS[event.type]}</span>
                <span className="text-ink-500">
                  {' '}
                  · {time(event.at)} · {actorName(event.actor)}
                </span>
              </p>
              {event.note ? <p className="text-ink-700">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

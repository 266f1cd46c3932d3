import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound } from '@/lib/api-client';
import { statusOf } from '@/lib/error-message';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { toastDone } from '../../lib/outcome-toasts';
import { orderQueryOptions } from '../api/get-order';
import {
  useReissueLinks,
  useRefundOrder,
  useResendConfirmation,
  useShipOrder,
} from '../api/order-actions';
import { refundedOutcome, reissuedOutcome, resentOutcome, shippedOutcome } from './order-outcomes';
import { OrderView } from './order-view';
import { useAdminTime } from '../../lib/owner-time-zone';

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
              (answer) => shippedOutcome(number, answer),
            )
          }
          onRefund={(input) => act(() => refund.mutateAsync(input), refundedOutcome)}
          onResend={() =>
            void act(() => resend.mutateAsync(undefined), resentOutcome).catch(() => undefined)
          }
          onReissue={() =>
            void act(() => reissue.mutateAsync(undefined), reissuedOutcome).catch(() => undefined)
          }
          pending={{ resend: resend.isPending, reissue: reissue.isPending }}
        />
      ) : null}
    </>
  );
}

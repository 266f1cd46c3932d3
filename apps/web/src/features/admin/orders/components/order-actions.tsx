import type { OrderDetail } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Section } from './order-parts';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';

export interface OrderActionsProps {
  order: OrderDetail;
  /** Any action running: the others wait. */
  busy: boolean;
  pending: { resend: boolean; reissue: boolean };
  onShip: Parameters<typeof ShipForm>[0]['onShip'];
  onRefund: Parameters<typeof RefundForm>[0]['onRefund'];
  onResend: () => void;
  onReissue: () => void;
}

/** What the owner can do with a paid order: mark it shipped, refund it, resend its emails. */
export function OrderActions({ order, onShip, onRefund, ...emails }: OrderActionsProps) {
  const refundable = order.lines.filter((line) => line.refund === 'none');
  const shipping = order.shipping;
  // The shipping charged may be refunded once; an answer without its state predates refunds of it.
  const shippingLeft = (shipping?.refund ?? 'none') === 'none' ? (shipping?.amount ?? 0) : 0;
  return (
    <Section title="Actions">
      <div className="grid gap-4">
        {order.toShip ? (
          <Card variant="panel" title="Mark shipped">
            <ShipForm onShip={onShip} />
          </Card>
        ) : null}
        <Card variant="panel" title="Refund">
          <RefundForm
            key={`${refundable.map((line) => line.index).join(',')}:${shippingLeft}`}
            lines={order.lines}
            shipping={shippingLeft}
            remaining={order.totals.net}
            onRefund={onRefund}
          />
        </Card>
        <EmailsAndLinks order={order} {...emails} />
      </div>
    </Section>
  );
}

type EmailsProps = Pick<OrderActionsProps, 'order' | 'busy' | 'pending' | 'onResend' | 'onReissue'>;

/** Resend the confirmation; give the downloads fresh links. */
function EmailsAndLinks({ order, busy, pending, onResend, onReissue }: EmailsProps) {
  return (
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
  );
}

import { useState } from 'react';
import type { RefundInput } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { formatAmount } from '@/lib/format';
import { useConfirm } from '../../lib/confirm-dialog';

interface RemainingRefundProps {
  /** What is left to give back. */
  remaining: number;
  /** Whether what is left is the shipping (not yet refunded). */
  isShipping: boolean;
  onRefund: (input: RefundInput) => Promise<unknown>;
}

/**
 * Every line was refunded by itself and only (say) the shipping is left: the whole-order refund
 * gives back what remains, after the admin's confirmation that names the amount.
 */
export function RemainingRefund({ remaining, isShipping, onRefund }: RemainingRefundProps) {
  const { confirm, dialog } = useConfirm();
  const [sending, setSending] = useState(false);
  const what = isShipping ? ' (shipping)' : '';

  async function refundRest() {
    const yes = await confirm(
      `Refund the remaining ${formatAmount(remaining)}${isShipping ? ' of shipping' : ''}?`,
      {
        action: 'Confirm refund',
        detail: 'The buyer gets the money back and an email. This cannot be undone.',
      },
    );
    if (!yes) return;
    setSending(true);
    // A refusal is told by the admin's toaster, in the service's own words.
    await onRefund({ restock: false })
      .catch(() => undefined)
      .finally(() => setSending(false));
  }

  return (
    <div className="text-sm">
      <p className="text-ink-500">Every line of this order has been refunded.</p>
      <Button
        variant="danger"
        size="sm"
        className="mt-3"
        pending={sending}
        pendingLabel="Refunding…"
        onClick={() => void refundRest()}
      >
        Refund the remaining {formatAmount(remaining)}
        {what}…
      </Button>
      {dialog}
    </div>
  );
}

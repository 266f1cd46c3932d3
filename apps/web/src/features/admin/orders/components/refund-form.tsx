import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { refundInputSchema, type OrderDetailLine, type RefundInput } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { formatAmount, formatLabel } from '@/lib/format';
import { labelledResolver } from '@/lib/form-errors';

interface Confirming {
  lines: number[];
  restock: boolean;
}

const resolver = labelledResolver(
  zodResolver(refundInputSchema),
  { lines: 'Lines' },
  (_label, message) =>
    /at least one/.test(message) ? 'Choose at least one line to refund.' : `Lines ${message}`,
);

interface RefundFormProps {
  /** The order's lines; those already refunded (or being refunded) cannot be chosen. */
  lines: OrderDetailLine[];
  /** What is left to give back (the shipping, once every line was refunded by itself). */
  remaining?: number;
  onRefund: (input: RefundInput) => Promise<unknown>;
}

/**
 * "Refund": the lines to give back (all that are left by default), whether to put the physical
 * ones back in stock, then a confirmation that names the amount before anything is sent.
 */
export function RefundForm({ lines, remaining = 0, onRefund }: RefundFormProps) {
  const refundable = lines.filter((line) => line.refund === 'none');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [sending, setSending] = useState(false);
  const {
    formState: { errors },
    handleSubmit,
    register,
    control,
    setValue,
  } = useForm({
    resolver,
    defaultValues: { lines: refundable.map((line) => line.index), restock: false },
  });
  const chosen = useWatch({ control, name: 'lines' }) ?? [];
  const chosenLines = refundable.filter((line) => chosen.includes(line.index));
  const anyPhysical = chosenLines.some((line) => line.format === 'physical');

  if (refundable.length === 0 && remaining <= 0) {
    return <p className="text-sm text-ink-500">Every line of this order has been refunded.</p>;
  }
  if (refundable.length === 0) {
    return <RemainingRefund remaining={remaining} onRefund={onRefund} />;
  }

  function toggle(index: number, on: boolean) {
    const next = on ? [...chosen, index] : chosen.filter((item) => item !== index);
    setValue('lines', next, { shouldValidate: true });
  }

  async function send() {
    if (!confirming) return;
    const whole = confirming.lines.length === refundable.length;
    setSending(true);
    try {
      // A refusal is shown by the page, above the order, in the service's own words.
      await onRefund({
        ...(whole ? {} : { lines: confirming.lines }),
        restock: confirming.restock && anyPhysical,
      }).catch(() => undefined);
    } finally {
      setSending(false);
      setConfirming(null);
    }
  }

  const amount = chosenLines.reduce((sum, line) => sum + line.lineTotal, 0);
  const whole = chosenLines.length === refundable.length;

  if (confirming) {
    return (
      <RefundConfirmation
        question={
          <>
            Refund {formatAmount(amount)} for{' '}
            {whole ? 'the whole order' : chosenLines.map((line) => line.name).join(', ')}?
          </>
        }
        sending={sending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(null)}
      >
        The buyer gets the money back and an email; refunded downloads stop working.
        {confirming.restock && anyPhysical ? ' The physical items go back in stock.' : ''} This
        cannot be undone.
      </RefundConfirmation>
    );
  }

  return (
    <form
      onSubmit={handleSubmit((input) =>
        setConfirming({ lines: input.lines ?? [], restock: input.restock }),
      )}
    >
      <ErrorAlert messages={[errors.lines?.message]} />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-900">Lines to refund</legend>
        <ul className="space-y-1">
          {refundable.map((line) => (
            <li key={line.index}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(line.index)}
                  onChange={(event) => toggle(line.index, event.target.checked)}
                  className="size-4 accent-burgundy-700"
                />
                {line.quantity} × {line.name} ({formatLabel(line.format)}) ·{' '}
                {formatAmount(line.lineTotal)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {anyPhysical ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('restock')} className="size-4 accent-burgundy-700" />
          Put the refunded physical items back in stock
        </label>
      ) : null}
      <Button type="submit" variant="danger" size="sm" className="mt-4">
        Refund {formatAmount(amount)}…
      </Button>
    </form>
  );
}

/**
 * Every line was refunded by itself and only the shipping is left: the whole-order refund gives
 * back what remains, after the same confirmation that names the amount.
 */
function RemainingRefund({
  remaining,
  onRefund,
}: {
  remaining: number;
  onRefund: RefundFormProps['onRefund'];
}) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      // A refusal is shown by the page, above the order, in the service's own words.
      await onRefund({ restock: false }).catch(() => undefined);
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  if (!confirming) {
    return (
      <div className="text-sm">
        <p className="text-ink-500">Every line of this order has been refunded.</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
          Refund the remaining {formatAmount(remaining)} (shipping)…
        </Button>
      </div>
    );
  }
  return (
    <RefundConfirmation
      question={<>Refund the remaining {formatAmount(remaining)} of shipping?</>}
      sending={sending}
      onConfirm={() => void send()}
      onCancel={() => setConfirming(false)}
    >
      The buyer gets the money back and an email. This cannot be undone.
    </RefundConfirmation>
  );
}

/** The last step before a refund is sent: what it gives back, what follows, confirm or cancel. */
function RefundConfirmation({
  question,
  children,
  sending,
  onConfirm,
  onCancel,
}: {
  question: ReactNode;
  children: ReactNode;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{question}</p>
      <p className="mt-1">{children}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          pending={sending}
          pendingLabel="Refunding…"
          onClick={onConfirm}
        >
          Confirm refund
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

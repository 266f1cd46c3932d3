import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { OrderDetailLine, RefundInput } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { formatAmount } from '@/lib/format';
import { useConfirm } from '../../lib/confirm-dialog';
import { RefundChoices } from './refund-choices';
import { RemainingRefund } from './remaining-refund';

/** The form's choice: lines and the shipping, each ticked; at least one of them. */
const choiceSchema = (offersShipping: boolean) =>
  z
    .object({
      lines: z.array(z.number().int()),
      shipping: z.boolean(),
      restock: z.boolean(),
    })
    .refine((choice) => choice.lines.length > 0 || choice.shipping, {
      path: ['lines'],
      error: offersShipping
        ? 'Choose at least one line or the shipping to refund.'
        : 'Choose at least one line to refund.',
    });
type Choice = z.infer<ReturnType<typeof choiceSchema>>;

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

interface RefundFormProps {
  /** The order's lines; those already refunded (or being refunded) cannot be chosen. */
  lines: OrderDetailLine[];
  /** The shipping that may still be refunded; 0 (the default) when none may. */
  shipping?: number;
  /** What is left to give back (the shipping, once every line was refunded by itself). */
  remaining?: number;
  onRefund: (input: RefundInput) => Promise<unknown>;
}

/**
 * "Refund": the lines and the shipping to give back (all that are left by default), whether to
 * put the physical ones back in stock, then the admin's confirmation naming the amount before
 * anything is sent. The amount shown is the order's; the service computes its own.
 */
export function RefundForm({ lines, shipping = 0, remaining = 0, onRefund }: RefundFormProps) {
  const refundable = lines.filter((line) => line.refund === 'none');
  const { confirm, dialog } = useConfirm();
  const [sending, setSending] = useState(false);
  const {
    formState: { errors },
    handleSubmit,
    register,
    control,
    setValue,
  } = useForm<Choice>({
    resolver: zodResolver(choiceSchema(shipping > 0)),
    defaultValues: {
      lines: refundable.map((line) => line.index),
      shipping: shipping > 0,
      restock: false,
    },
  });
  const chosen = useWatch({ control, name: 'lines' });
  const shippingChosen = useWatch({ control, name: 'shipping' });
  const chosenLines = refundable.filter((line) => chosen.includes(line.index));
  const anyPhysical = chosenLines.some((line) => line.format === 'physical');

  if (refundable.length === 0 && remaining <= 0) {
    return <p className="text-sm text-ink-500">Every line of this order has been refunded.</p>;
  }
  if (refundable.length === 0) {
    return <RemainingRefund remaining={remaining} isShipping={shipping > 0} onRefund={onRefund} />;
  }

  const shippingGiven = shippingChosen && shipping > 0;
  const amount = chosenLines.reduce(
    (sum, line) => sum + line.lineTotal,
    shippingGiven ? shipping : 0,
  );
  const whole = chosenLines.length === refundable.length && (shippingGiven || shipping === 0);

  async function refund(choice: Choice) {
    const restock = choice.restock && anyPhysical;
    const what = whole
      ? 'the whole order'
      : listFormat.format([
          ...chosenLines.map((line) => line.name),
          ...(shippingGiven ? ['the shipping'] : []),
        ]);
    const yes = await confirm(`Refund ${formatAmount(amount)} for ${what}?`, {
      action: 'Confirm refund',
      detail: `The buyer gets the money back and an email; refunded downloads stop working.${restock ? ' The physical items go back in stock.' : ''} This cannot be undone.`,
    });
    if (!yes) return;
    setSending(true);
    // The whole order asks for what is left; otherwise the lines and the shipping chosen.
    const input: RefundInput = whole
      ? { restock }
      : {
          ...(choice.lines.length > 0 ? { lines: choice.lines } : {}),
          ...(shippingGiven ? { shipping: true } : {}),
          restock,
        };
    // A refusal is told by the admin's toaster, in the service's own words.
    await onRefund(input)
      .catch(() => undefined)
      .finally(() => setSending(false));
  }

  const toggle = (index: number, on: boolean) =>
    setValue('lines', on ? [...chosen, index] : chosen.filter((item) => item !== index), {
      shouldValidate: true,
    });

  return (
    <form onSubmit={handleSubmit(refund)}>
      <ErrorAlert messages={[errors.lines?.message]} />
      <RefundChoices
        lines={refundable}
        chosen={chosen}
        onToggle={toggle}
        shipping={shipping}
        shippingChosen={shippingChosen}
        onToggleShipping={(on) => setValue('shipping', on, { shouldValidate: true })}
      />
      {anyPhysical ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('restock')} className="size-4 accent-burgundy-700" />
          Put the refunded physical items back in stock
        </label>
      ) : null}
      <Button
        type="submit"
        variant="danger"
        size="sm"
        className="mt-4"
        pending={sending}
        pendingLabel="Refunding…"
      >
        Refund {formatAmount(amount)}…
      </Button>
      {dialog}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatGiftDay,
  giftDeliveryRange,
  giftPurchaseInputSchema,
  GIFT_MESSAGE_MAX,
  type GiftPurchaseFormInput,
  type GiftPurchaseInput,
} from '@ministry/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { labelledResolver } from '@/lib/form-errors';

type GiftFields = GiftPurchaseFormInput;

const LABELS: Record<keyof GiftFields, string> = {
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's email address",
  fromName: 'Your name, as they will see it',
  message: 'Your message (optional)',
  deliverOn: 'Delivery date',
};

const resolver = labelledResolver<GiftFields, unknown, GiftPurchaseInput>(
  zodResolver(giftPurchaseInputSchema),
  LABELS,
  (label, message) => `${label.replace(' (optional)', '')} ${message}`,
);

/** Today in the visitor's calendar, `YYYY-MM-DD`; the server checks it in the owner's. */
const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export interface GiftOptionProps {
  /** The gift the current checkout was made with; null when it is not a gift. */
  gift: GiftPurchaseInput | null;
  /** The server's word on the gift's fields (`body.gift.deliverOn`), shown by each field. */
  problems?: readonly { path: string; message: string }[] | undefined;
  /** The checkout is being made again: the choice waits. */
  busy?: boolean;
  /** Starts the checkout again as a gift (or, with null, as an ordinary purchase). */
  onChange: (gift: GiftPurchaseInput | null) => void;
  /** Physical items are posted: the address asked for below is the recipient's. */
  posts: boolean;
  today?: string;
}

/**
 * "This is a gift": the recipient's name and email, the buyer's name and message and the day
 * it is sent. Applying it starts the checkout again with the gift, so the payment below is
 * always for what the summary and this say.
 */
export function GiftOption({
  gift,
  problems,
  busy = false,
  onChange,
  posts,
  today = localToday(),
}: GiftOptionProps) {
  const [open, setOpen] = useState(gift !== null || (problems?.length ?? 0) > 0);
  const [editing, setEditing] = useState(gift === null);
  const checkboxId = useId();
  const { first, last } = giftDeliveryRange(today);
  const {
    formState: { errors },
    handleSubmit,
    register,
    setError,
  } = useForm<GiftFields, unknown, GiftPurchaseInput>({
    resolver,
    defaultValues: {
      recipientName: gift?.recipientName ?? '',
      recipientEmail: gift?.recipientEmail ?? '',
      fromName: gift?.fromName ?? '',
      message: gift?.message ?? '',
      deliverOn: gift?.deliverOn ?? today,
    },
  });

  // The server's word on a field goes under that field, and the form stays open to fix it.
  const fieldProblems = useMemo(
    () =>
      (problems ?? []).flatMap((problem) => {
        const name = problem.path.replace(/^body\.gift\./, '');
        return Object.hasOwn(LABELS, name) ? [{ ...problem, name: name as keyof GiftFields }] : [];
      }),
    [problems],
  );
  useEffect(() => {
    for (const { name, message } of fieldProblems) {
      const label = LABELS[name].replace(' (optional)', '');
      setError(name, { type: 'server', message: `${label} ${message}` });
    }
  }, [fieldProblems, setError]);
  const showForm = open && (editing || fieldProblems.length > 0);

  const toggle = (checked: boolean) => {
    setOpen(checked);
    // Unticked after a gift was applied: the checkout is an ordinary purchase again.
    if (!checked && gift) onChange(null);
    if (checked) setEditing(true);
  };

  return (
    <section
      aria-label="Gift"
      className="mb-6 rounded-xl border border-parchment-300 bg-parchment-50 p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-burgundy-700"
          checked={open}
          disabled={busy}
          onChange={(event) => toggle(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="font-semibold text-ink-900">
          This is a gift
          <span className="block text-sm font-normal text-ink-700">
            We send it to the person you choose, on the day you choose, and you a copy.
          </span>
        </label>
      </div>

      {open && gift && !showForm && (
        <div role="status" className="mt-4 text-ink-700">
          <p>
            A gift for <strong className="text-ink-900">{gift.recipientName}</strong> (
            <span className="break-all">{gift.recipientEmail}</span>): we will send it on{' '}
            <strong className="text-ink-900">{formatGiftDay(gift.deliverOn)}</strong>.
            {posts && ' Enter their address for the parcel below.'}
          </p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={busy}
            onClick={() => setEditing(true)}
          >
            Change the gift
          </Button>
        </div>
      )}

      {showForm && (
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={handleSubmit((values) => {
            setEditing(false);
            onChange(values);
          })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={LABELS.recipientName} error={errors.recipientName?.message}>
              <Input {...register('recipientName')} autoComplete="off" required />
            </FormField>
            <FormField label={LABELS.recipientEmail} error={errors.recipientEmail?.message}>
              <Input {...register('recipientEmail')} type="email" autoComplete="off" required />
            </FormField>
          </div>
          <FormField label={LABELS.fromName} error={errors.fromName?.message}>
            <Input {...register('fromName')} autoComplete="name" required />
          </FormField>
          <FormField
            label={LABELS.message}
            hint={`Up to ${GIFT_MESSAGE_MAX} characters.`}
            error={errors.message?.message}
          >
            <Textarea {...register('message')} rows={3} maxLength={GIFT_MESSAGE_MAX} />
          </FormField>
          <FormField
            label={LABELS.deliverOn}
            hint={
              posts
                ? 'Downloads are emailed to them that day; we post the parcel to the address you give.'
                : 'Their downloads are emailed to them that day.'
            }
            error={errors.deliverOn?.message}
          >
            <Input {...register('deliverOn')} type="date" min={first} max={last} required />
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Preparing your checkout…' : 'Continue with this gift'}
          </Button>
        </form>
      )}
    </section>
  );
}

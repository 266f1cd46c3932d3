import { zodResolver } from '@hookform/resolvers/zod';
import {
  coverCardFee,
  giftInputSchema,
  type FundProgress,
  type GiftCheckoutResponse,
  type GiftInput,
  type GivingOptions,
  type ParsedGiftInput,
} from '@ministry/contracts/gifts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { messageOr, statusOf } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { getGivingOptions, startGift } from '../api/giving';
import type { LinkedGift } from '../lib/gift-link';
import { PrayerNamesFields, TributeFields } from './dedication-fields';
import { FundMeter } from './fund-meter';
import { GiftForResource } from './gift-for-resource';
import { GiftThankYou, type DemoAnswer } from './gift-thank-you';

// Stripe.js and its React parts load only once a donor has chosen a gift in Stripe mode.
const StripeCheckout = lazy(() => import('@/components/ui/stripe-checkout'));

type StripeAnswer = Extract<GiftCheckoutResponse, { mode: 'stripe' }>;

/**
 * The giving form: one-off or monthly, a preset or another amount, an optional fund and note,
 * in honour or in memory of someone (with a card), and names for prayer; opened on the gift a
 * link chose (`linkedGift`), for a free resource too.
 * Loaded only when a visitor starts to give (see `giving-section.tsx`), with its zod and
 * react-hook-form.
 */
export default function GivingForm({
  goals = [],
  linkedGift = null,
}: {
  goals?: FundProgress[];
  linkedGift?: LinkedGift | null;
}) {
  const revalidator = useRevalidator();
  const [options, setOptions] = useState<GivingOptions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [given, setGiven] = useState<DemoAnswer | null>(null);
  const [checkout, setCheckout] = useState<StripeAnswer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getGivingOptions(controller.signal).then(setOptions, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(messageOr(error, 'Something went wrong.'));
    });
    return () => controller.abort();
  }, []);

  if (loadError) {
    return (
      <p role="alert" className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700">
        The giving form could not be loaded: {loadError} Please try again later.
      </p>
    );
  }
  if (!options) return <p role="status">Loading the giving form…</p>;
  if (given) return <GiftThankYou answer={given} onAgain={() => setGiven(null)} />;
  if (checkout) {
    // Stripe's form takes the card, then sends the donor to `/donate?gift_session=`.
    return (
      <div className="space-y-4">
        <Suspense fallback={<p role="status">Loading the secure payment form…</p>}>
          <StripeCheckout
            publishableKey={checkout.publishableKey}
            clientSecret={checkout.clientSecret}
          />
        </Suspense>
        <Button variant="secondary" onClick={() => setCheckout(null)}>
          Change my gift
        </Button>
      </div>
    );
  }
  return (
    <GiftForm
      options={options}
      goals={goals}
      linkedGift={linkedGift}
      onAnswer={(answer) => {
        if (answer.mode === 'stripe') return setCheckout(answer);
        setGiven(answer);
        // The gift is recorded: the page's meters are read again with it.
        void revalidator.revalidate();
      }}
    />
  );
}

const LABELS = {
  frequency: 'Frequency',
  amount: 'Amount',
  fund: 'Fund',
  note: 'Note',
  name: 'Your name',
  email: 'Email address',
  'tribute.kind': 'This gift',
  'tribute.name': 'Their name',
  'tribute.card.recipientName': 'The card’s recipient',
  'tribute.card.recipientEmail': 'Their email address',
  'tribute.card.message': 'Your message',
  'prayerNames.living': 'Names for the living',
  'prayerNames.departed': 'Names for the departed',
  forProduct: 'The resource',
} as const;

function GiftForm({
  options,
  goals,
  linkedGift,
  onAnswer,
}: {
  options: GivingOptions;
  goals: FundProgress[];
  linkedGift: LinkedGift | null;
  onAnswer: (answer: GiftCheckoutResponse) => void;
}) {
  const demo = options.mode === 'demo';
  // The contract, with this site's bounds and (demo mode) the address no checkout collects.
  const resolver = useMemo(
    () =>
      labelledResolver(
        zodResolver(
          giftInputSchema
            .refine(
              (gift) => gift.amount >= options.minAmount && gift.amount <= options.maxAmount,
              {
                path: ['amount'],
                message: `must be between $${options.minAmount} and $${options.maxAmount}`,
              },
            )
            .refine((gift) => !demo || Boolean(gift.email), {
              path: ['email'],
              message: 'is required',
            }),
        ),
        LABELS,
      ),
    [options, demo],
  );
  const {
    register,
    unregister,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GiftInput, unknown, ParsedGiftInput>({
    resolver,
    defaultValues: {
      frequency: 'once',
      amount: linkedGift?.amount ?? options.presets[1] ?? options.presets[0] ?? options.minAmount,
      fund: '',
      note: '',
      name: '',
      anonymous: false,
      coverFee: false,
      email: '',
      forProduct: linkedGift?.resource?.id ?? '',
    },
  });
  // `retry`: the payment service could not answer (Stripe down), so the same gift may go through now.
  const [formError, setFormError] = useState<{ message: string; retry: boolean } | null>(null);
  const amount = useWatch({ control, name: 'amount' });
  const frequency = useWatch({ control, name: 'frequency' });
  const name = useWatch({ control, name: 'name' });
  const fund = useWatch({ control, name: 'fund' });
  const coverFee = useWatch({ control, name: 'coverFee' });
  const forProduct = useWatch({ control, name: 'forProduct' });
  const resource = forProduct ? linkedGift?.resource : null;
  const fundGoal = goals.find((goal) => goal.fundId === fund);
  // The figure the server will charge, by the same function (whole dollars only: else none).
  const cover =
    Number.isInteger(amount) && amount >= 1 ? coverCardFee(amount * 100, options.cardFee) : null;
  const total =
    cover && coverFee
      ? formatAmount(cover.totalCents / 100)
      : `$${Number.isFinite(amount) ? amount : ''}`;

  const onSubmit = handleSubmit(async (gift) => {
    setFormError(null);
    try {
      // Anonymity is about a name: without one there is nothing to keep from view.
      onAnswer(await startGift({ ...gift, anonymous: Boolean(gift.name) && gift.anonymous }));
    } catch (error) {
      if (setServerErrors(error, setError, { labels: LABELS })) return;
      const status = statusOf(error);
      setFormError({
        message: messageOr(error, 'Your gift could not be started. Please try again in a moment.'),
        retry: status === 0 || status >= 500,
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Giving form"
      className="space-y-6 rounded-xl border border-parchment-300 bg-parchment-50 p-6 text-left text-ink-900 shadow-sm sm:p-8"
    >
      {resource ? (
        <GiftForResource
          name={resource.name}
          error={errors.forProduct?.message}
          onDrop={() => {
            setValue('forProduct', '');
            clearErrors('forProduct');
          }}
        />
      ) : null}
      <fieldset>
        <legend className="font-semibold">How often?</legend>
        {/* Side by side from 640 px: on a phone the form is too narrow for "Give monthly" in half. */}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {(
            [
              ['once', 'Give once'],
              ['monthly', 'Give monthly'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-burgundy-700/40 bg-white px-4 font-semibold has-checked:border-burgundy-700 has-checked:bg-burgundy-700 has-checked:text-parchment-50 has-focus-visible:outline-2 has-focus-visible:outline-burgundy-700"
            >
              <input type="radio" value={value} className="sr-only" {...register('frequency')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-semibold">Amount (US dollars)</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {options.presets.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant={amount === preset ? 'primary' : 'secondary'}
              aria-pressed={amount === preset}
              onClick={() => setValue('amount', preset, { shouldValidate: true })}
            >
              ${preset}
            </Button>
          ))}
        </div>
        <FormField
          className="mt-3"
          label="Or another amount"
          hint={`Whole dollars, from $${options.minAmount} to $${options.maxAmount}${frequency === 'monthly' ? ', each month' : ''}.`}
          error={errors.amount?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={options.minAmount}
            max={options.maxAmount}
            step={1}
            {...register('amount', { valueAsNumber: true })}
          />
        </FormField>
      </fieldset>

      {options.funds.length > 0 ? (
        <FormField label="Fund (optional)" error={errors.fund?.message}>
          <Select {...register('fund')}>
            <option value="">Where it is most needed</option>
            {options.funds.map((fund) => (
              <option key={fund.id} value={fund.id}>
                {fund.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {fundGoal ? <FundMeter progress={fundGoal} className="bg-white" /> : null}

      <FormField
        label="Note (optional)"
        hint="A dedication or a prayer request, up to 500 characters."
        error={errors.note?.message}
      >
        <Textarea rows={3} {...register('note')} />
      </FormField>

      <TributeFields register={register} unregister={unregister} errors={errors} />
      <PrayerNamesFields register={register} errors={errors} />

      <FormField
        label="Your name (optional)"
        hint="As you would like it shown with your gift."
        error={errors.name?.message}
      >
        <Input autoComplete="name" {...register('name')} />
      </FormField>

      {/* Only a name given can be kept from view. */}
      {name?.trim() ? (
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-burgundy-700"
            {...register('anonymous')}
          />
          Give anonymously (your name is never shown with your gift)
        </label>
      ) : null}

      <div>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-5 accent-burgundy-700" {...register('coverFee')} />
          {cover
            ? `Add ${formatAmount(cover.feeCents / 100)} to cover card fees`
            : 'Add the card fees to my gift'}
        </label>
        <p className="mt-1 ml-8 text-sm text-ink-700">
          {cover
            ? `So that the whole ${formatAmount(cover.giftCents / 100)} reaches the ministry${frequency === 'monthly' ? ' each month' : ''}.`
            : 'So that the whole gift reaches the ministry.'}
        </p>
      </div>

      {demo ? (
        <FormField label="Email address for your receipt" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...register('email')} />
        </FormField>
      ) : null}

      {formError ? (
        <div role="alert" className="rounded-md bg-burgundy-50 px-4 py-3 text-burgundy-700">
          <p className="font-medium">{formError.message}</p>
          {formError.retry ? (
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={isSubmitting}
            >
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Giving…' : `Give ${total}${frequency === 'monthly' ? ' monthly' : ''}`}
      </Button>
      {demo ? (
        <p className="text-sm text-ink-700">
          Demonstration mode: no card is asked for and no money moves.
        </p>
      ) : null}
    </form>
  );
}

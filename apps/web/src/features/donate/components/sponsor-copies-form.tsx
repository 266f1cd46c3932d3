import { zodResolver } from '@hookform/resolvers/zod';
import {
  coverCardFee,
  type GiftCheckoutResponse,
  type GivingOptions,
} from '@ministry/contracts/gifts';
import {
  SPONSORED_COPIES_MAX,
  sponsorCopiesInputSchema,
  sponsoredCopiesWords,
  type CopyPool,
  type ParsedSponsorCopiesInput,
  type SponsorCopiesInput,
} from '@ministry/contracts/sponsored-copies';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { getGivingOptions } from '../api/giving';
import { getCopyPools, sponsorCopies } from '../api/sponsor-copies';
import { GiftThankYou, type DemoAnswer } from './gift-thank-you';

const StripeCheckout = lazy(() => import('@/components/ui/stripe-checkout'));

type StripeAnswer = Extract<GiftCheckoutResponse, { mode: 'stripe' }>;

/**
 * "Sponsor copies": a number of copies from a pool (prayer books for prisons), at the pool's
 * price of a copy. The total shown is the server's sum, worked out the same way; the server
 * works it out again and charges that, never a figure this form sends.
 */
export default function SponsorCopiesForm() {
  const [loaded, setLoaded] = useState<{ options: GivingOptions; pools: CopyPool[] } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [given, setGiven] = useState<{ answer: DemoAnswer; words: string } | null>(null);
  const [checkout, setCheckout] = useState<StripeAnswer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getGivingOptions(controller.signal), getCopyPools(controller.signal)]).then(
      ([options, pools]) => setLoaded({ options, pools }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageOr(error, 'Something went wrong.'));
      },
    );
    return () => controller.abort();
  }, []);

  if (loadError) {
    return (
      <p role="alert" className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700">
        The form could not be loaded: {loadError} Please try again later.
      </p>
    );
  }
  if (!loaded) return <p role="status">Loading the form…</p>;
  if (given) {
    return (
      <GiftThankYou answer={given.answer} sponsored={given.words} onAgain={() => setGiven(null)} />
    );
  }
  if (checkout) {
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
  if (loaded.pools.length === 0) {
    return (
      <p className="rounded-md bg-parchment-50 px-4 py-3 text-ink-900">
        No copies to sponsor just now.
      </p>
    );
  }
  return (
    <SponsorForm
      options={loaded.options}
      pools={loaded.pools}
      onAnswer={(answer, words) =>
        answer.mode === 'stripe' ? setCheckout(answer) : setGiven({ answer, words })
      }
    />
  );
}

const LABELS = {
  pool: 'What to sponsor',
  copies: 'Copies',
  frequency: 'Frequency',
  name: 'Your name',
  email: 'Email address',
} as const;

function SponsorForm({
  options,
  pools,
  onAnswer,
}: {
  options: GivingOptions;
  pools: CopyPool[];
  onAnswer: (answer: GiftCheckoutResponse, words: string) => void;
}) {
  const demo = options.mode === 'demo';
  const resolver = useMemo(
    () =>
      labelledResolver(
        zodResolver(
          sponsorCopiesInputSchema.refine((gift) => !demo || Boolean(gift.email), {
            path: ['email'],
            message: 'is required',
          }),
        ),
        LABELS,
      ),
    [demo],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SponsorCopiesInput, unknown, ParsedSponsorCopiesInput>({
    resolver,
    defaultValues: {
      frequency: 'once',
      pool: pools[0]?.id ?? '',
      copies: 10,
      anonymous: false,
      coverFee: false,
      name: '',
      email: '',
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const poolId = useWatch({ control, name: 'pool' });
  const copies = useWatch({ control, name: 'copies' });
  const coverFee = useWatch({ control, name: 'coverFee' });
  const frequency = useWatch({ control, name: 'frequency' });
  const pool = pools.find((candidate) => candidate.id === poolId) ?? pools[0];
  // The server's sum, the same way: copies × the price of a copy, in cents.
  const giftCents =
    pool && Number.isInteger(copies) && copies >= 1
      ? copies * Math.round(pool.copyCost * 100)
      : null;
  const cover = giftCents ? coverCardFee(giftCents, options.cardFee) : null;
  const totalCents = cover && coverFee ? cover.totalCents : giftCents;

  const onSubmit = handleSubmit(async (gift) => {
    setFormError(null);
    try {
      const answer = await sponsorCopies({
        ...gift,
        anonymous: Boolean(gift.name) && gift.anonymous,
      });
      onAnswer(answer, sponsoredCopiesWords({ copies: gift.copies, poolName: pool?.name ?? '' }));
    } catch (error) {
      if (setServerErrors(error, setError, { labels: LABELS })) return;
      setFormError(
        messageOr(error, 'Your gift could not be started. Please try again in a moment.'),
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Sponsor copies"
      className="space-y-6 rounded-xl border border-parchment-300 bg-parchment-50 p-6 text-left text-ink-900 shadow-sm sm:p-8"
    >
      {pools.length > 1 ? (
        <FormField label="What to sponsor" error={errors.pool?.message}>
          <Select {...register('pool')}>
            {pools.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({formatAmount(candidate.copyCost)} a copy)
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <p className="font-semibold">
          {pool?.name}: {pool ? formatAmount(pool.copyCost) : ''} a copy
        </p>
      )}
      <FormField
        label="Copies"
        hint={`From 1 to ${SPONSORED_COPIES_MAX}${frequency === 'monthly' ? ', each month' : ''}.`}
        error={errors.copies?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={SPONSORED_COPIES_MAX}
          step={1}
          {...register('copies', { valueAsNumber: true })}
        />
      </FormField>
      <fieldset>
        <legend className="font-semibold">How often?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(
            [
              ['once', 'Once'],
              ['monthly', 'Every month'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                value={value}
                className="accent-burgundy-700"
                {...register('frequency')}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-3">
        <input type="checkbox" className="size-5 accent-burgundy-700" {...register('coverFee')} />
        {cover
          ? `Add ${formatAmount(cover.feeCents / 100)} to cover card fees`
          : 'Add the card fees to my gift'}
      </label>
      <FormField label="Your name (optional)" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      {demo ? (
        <FormField label="Email address for your receipt" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...register('email')} />
        </FormField>
      ) : null}
      {formError ? (
        <p
          role="alert"
          className="rounded-md bg-burgundy-50 px-4 py-3 font-medium text-burgundy-700"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting
          ? 'Giving…'
          : `Give ${totalCents ? formatAmount(totalCents / 100) : ''}${frequency === 'monthly' ? ' monthly' : ''}`}
      </Button>
      {demo ? (
        <p className="text-sm text-ink-700">
          Demonstration mode: no card is asked for and no money moves.
        </p>
      ) : null}
    </form>
  );
}

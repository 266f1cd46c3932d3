import { zodResolver } from '@hookform/resolvers/zod';
import {
  deliveryAddressSchema,
  demoCompleteInputSchema,
  demoSessionIdFromClientSecret,
  type DeliveryAddress,
  type ShippingTerms,
} from '@ministry/contracts';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { labelledResolver } from '@/lib/form-errors';
import { formatAmount } from '@/lib/format';
import { completeDemoSession } from '../api/complete-demo-session';

/** The form's fields: the email, and the delivery address when something is to be posted. */
type PaymentFields = { email: string } & Partial<Record<keyof DeliveryAddress, string>>;
type PaymentValues = { email: string } & Partial<DeliveryAddress>;

const LABELS: Record<keyof PaymentFields, string> = {
  email: 'Email address',
  name: 'Full name',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
};

const emailOnly = demoCompleteInputSchema.pick({ email: true });
const withAddress = deliveryAddressSchema.extend(emailOnly.shape);

/** "City is required"; the email keeps the sentence it always had. */
const word = (label: string, message: string) =>
  label === LABELS.email
    ? 'Please enter a valid email address.'
    : `${label.replace(' (optional)', '')} ${message}`;

const makeResolver = (address: boolean) =>
  labelledResolver<PaymentFields, unknown, PaymentValues>(
    // The two schemas differ only in whether the address is there; the form's values are flat.
    zodResolver(address ? withAddress : emailOnly),
    LABELS,
    word,
  );

interface DemoCheckoutProps {
  clientSecret: string;
  /** What the order costs, its shipping included. */
  total: number;
  /** Where the order's physical items may go; null when nothing is to be posted. */
  countries: ShippingTerms['countries'] | null;
}

/**
 * The payment panel of demo mode (no Stripe account): an email address, the delivery address
 * when something is to be posted, and a Pay button that completes the session on the payments
 * service. No card, no money.
 */
export function DemoCheckout({ clientSecret, total, countries }: DemoCheckoutProps) {
  const navigate = useNavigate();
  const sessionId = demoSessionIdFromClientSecret(clientSecret);
  const needsAddress = countries !== null;
  const resolver = useMemo(() => makeResolver(needsAddress), [needsAddress]);
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<PaymentFields, unknown, PaymentValues>({
    resolver,
    defaultValues: {
      email: '',
      ...(needsAddress
        ? { name: '', line1: '', line2: '', city: '', postalCode: '', country: countries[0]?.code }
        : {}),
    },
  });
  const failure = errors.root?.server?.message;

  async function pay({ email, ...address }: PaymentValues) {
    if (!sessionId) return;
    try {
      await completeDemoSession(sessionId, {
        email,
        ...(needsAddress ? { address: address as DeliveryAddress } : {}),
      });
      await navigate(`/return?session_id=${encodeURIComponent(sessionId)}`);
    } catch (error) {
      // The server's word on a field goes under that field (`body.address.city` → City).
      let placed = false;
      if (error instanceof ApiError && error.status === 400) {
        for (const detail of error.details) {
          const name = detail.path.replace(/^body\.(address\.)?/, '') as Path<PaymentFields>;
          if (!Object.hasOwn(LABELS, name)) continue;
          setError(name, { type: 'server', message: word(LABELS[name], detail.message) });
          placed = true;
        }
      }
      if (!placed) {
        setError('root.server', {
          message: error instanceof Error ? error.message : 'The payment could not be completed.',
        });
      }
    }
  }

  const field = (name: Exclude<keyof PaymentFields, 'email' | 'country'>, autoComplete: string) => (
    <FormField label={LABELS[name]} error={errors[name]?.message}>
      <Input {...register(name)} autoComplete={autoComplete} required={name !== 'line2'} />
    </FormField>
  );

  return (
    <section
      aria-labelledby="demo-payment-heading"
      className="rounded-xl border-2 border-dashed border-gold-500 bg-parchment-50 p-6 shadow-sm"
    >
      <p className="inline-block rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold tracking-widest text-ink-900 uppercase">
        Demo mode
      </p>
      <h2 id="demo-payment-heading" className="mt-3 text-2xl">
        Demo Payment
      </h2>
      <p className="mt-2 text-ink-700">
        This shop is running in demo mode: no card is needed and no money is taken. Enter an email
        address to receive the order confirmation and your downloads.
      </p>
      {sessionId ? (
        <form className="mt-6 space-y-4" onSubmit={handleSubmit(pay)} noValidate>
          <FormField label={LABELS.email} error={errors.email?.message}>
            <Input {...register('email')} type="email" autoComplete="email" required />
          </FormField>
          {countries && (
            <fieldset className="space-y-4">
              <legend className="font-serif text-xl text-ink-900">Delivery address</legend>
              {field('name', 'shipping name')}
              {field('line1', 'shipping address-line1')}
              {field('line2', 'shipping address-line2')}
              <div className="grid gap-4 sm:grid-cols-2">
                {field('city', 'shipping address-level2')}
                {field('postalCode', 'shipping postal-code')}
              </div>
              <FormField label={LABELS.country} error={errors.country?.message}>
                <Select {...register('country')} autoComplete="shipping country" required>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            </fieldset>
          )}
          {failure && (
            <p role="alert" className="font-medium text-burgundy-600">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Completing payment…' : `Pay ${formatAmount(total)}`}
          </Button>
        </form>
      ) : (
        <p role="alert" className="mt-4 font-medium text-burgundy-600">
          This checkout session cannot be completed in demo mode.
        </p>
      )}
    </section>
  );
}
